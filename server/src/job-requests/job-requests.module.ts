import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Job } from '../model/job.entity.js';
import { MailModule } from '../mail/mail.module.js';
import { JobRequest } from '../model/job-request.entity.js';
import { JobRequestStageChange } from '../model/job-request-stage-change.entity.js';
import { JobRequestStagesController } from './job-request-stages.controller.js';
import { JobRequestStagesService } from './job-request-stages.service.js';
import { JobRequestsController } from './job-requests.controller.js';
import { JobRequestsService } from './job-requests.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([JobRequest, Job, JobRequestStageChange]), MailModule],
  // The stage routes first: their fixed paths must win over the generic `:id`.
  controllers: [JobRequestStagesController, JobRequestsController],
  providers: [JobRequestsService, JobRequestStagesService],
})
export class JobRequestsModule {}
