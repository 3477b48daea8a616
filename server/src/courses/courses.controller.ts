import { Controller, Get, Query } from '@nestjs/common';
import { Public } from '../common/decorators/access.decorators.js';
import { SharedRead } from '../common/http/shared-read.js';
import { ResourceController } from '../common/resource/resource.controller.js';
import { COURSES } from './courses.resource.js';
import { CoursesService } from './courses.service.js';

@Controller('courses')
export class CoursesController extends ResourceController(COURSES) {
  constructor(protected readonly service: CoursesService) {
    super();
  }

  /**
   * The public site's course search (issue 26 item 4): every word of `q` in the name,
   * classification, discipline, description or keywords. Declared here, before the shared
   * `GET /:id`, so "search" is never read as an id.
   */
  @Get('search')
  @Public()
  @SharedRead({})
  findByWords(@Query('q') q?: unknown) {
    return this.service.findByWords(typeof q === 'string' ? q.slice(0, 200) : '');
  }
}
