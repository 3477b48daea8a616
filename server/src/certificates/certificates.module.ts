import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Course } from '../courses/course.entity.js';
import { User } from '../users/user.entity.js';
import { Certificate } from './certificate.entity.js';
import { CertificatesController, UserCertificatesController } from './certificates.controller.js';
import { CertificatesService } from './certificates.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Certificate, User, Course])],
  controllers: [CertificatesController, UserCertificatesController],
  providers: [CertificatesService],
})
export class CertificatesModule {}
