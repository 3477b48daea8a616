import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { Principal } from '../common/access/roles.js';
import { CurrentUser, Roles } from '../common/decorators/access.decorators.js';
import { IdPipe } from '../common/pipes/id.pipe.js';
import { STAFF_ROLES } from '../common/access/roles.js';
import { JobRequestStagesService, type StageMove } from './job-request-stages.service.js';

/**
 * The applicant pipeline's routes, beside the generic ones of JobRequestsController (this
 * controller is registered first, so `stage-counts` is never read as an id).
 */
@Controller('job-requests')
@Roles(STAFF_ROLES)
export class JobRequestStagesController {
  constructor(private readonly stages: JobRequestStagesService) {}

  @Get('stage-counts')
  counts() {
    return this.stages.counts();
  }

  @Get(':id/stages')
  history(@Param('id', IdPipe) id: number) {
    return this.stages.history(id);
  }

  /** Body: `{ stage, note?, notify? }`; notify mails the applicant (interview or rejected). */
  @Post(':id/stage')
  @HttpCode(200)
  move(@Param('id', IdPipe) id: number, @Body() body: StageMove, @CurrentUser() user: Principal) {
    return this.stages.move(id, body, user);
  }
}
