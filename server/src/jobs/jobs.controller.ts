import { Controller } from '@nestjs/common';
import { ResourceController } from '../common/resource/resource.controller.js';
import { JOBS } from './jobs.resource.js';
import { JobsService } from './jobs.service.js';

@Controller('jobs')
export class JobsController extends ResourceController(JOBS) {
  constructor(protected readonly service: JobsService) {
    super();
  }
}
