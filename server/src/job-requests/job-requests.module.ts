import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Job } from '../jobs/job.entity.js';
import { MailModule } from '../mail/mail.module.js';
import { JobRequest } from './job-request.entity.js';
import { JobRequestsController } from './job-requests.controller.js';
import { JobRequestsService } from './job-requests.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([JobRequest, Job]), MailModule],
  controllers: [JobRequestsController],
  providers: [JobRequestsService],
})
export class JobRequestsModule {}
