import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Course } from '../model/course.entity.js';
import { MailModule } from '../mail/mail.module.js';
import { UserRemovalModule } from '../users/user-removal.js';
import { User } from '../model/user.entity.js';
import { CertificateLifecycleService } from './certificate-lifecycle.service.js';
import { Certificate } from '../model/certificate.entity.js';
import { CertificatesController, UserCertificatesController } from './certificates.controller.js';
import { CertificatesService } from './certificates.service.js';
import { SessionCertificatesController } from './session-certificates.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([Certificate, User, Course]), MailModule, UserRemovalModule],
  controllers: [CertificatesController, UserCertificatesController, SessionCertificatesController],
  providers: [CertificatesService, CertificateLifecycleService],
  exports: [CertificateLifecycleService],
})
export class CertificatesModule {}
