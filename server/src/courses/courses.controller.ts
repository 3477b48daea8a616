import { Controller } from '@nestjs/common';
import { ResourceController } from '../common/resource/resource.controller.js';
import { COURSES } from './courses.resource.js';
import { CoursesService } from './courses.service.js';

@Controller('courses')
export class CoursesController extends ResourceController(COURSES) {
  constructor(protected readonly service: CoursesService) {
    super();
  }
}
