import { Controller } from '@nestjs/common';
import { CrudController } from '../common/crud/crud.controller.js';
import { STAFF_ROLES } from '../users/role.js';
import { JobDto } from './dto/job.dto.js';
import { JobsService } from './jobs.service.js';

/** Openings: readable by anyone, with or without a token (DECISIONS 14); written by staff. */
@Controller('jobs')
export class JobsController extends CrudController({
  staff: STAFF_ROLES,
  publicRead: true,
  create: JobDto,
  update: JobDto,
}) {
  constructor(protected readonly service: JobsService) {
    super();
  }
}
