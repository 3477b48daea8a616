import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Certificate } from '../certificates/certificate.entity.js';
import { ProfileImageController } from './profile-image.controller.js';
import { ProfileImageService } from './profile-image.service.js';
import { User } from './user.entity.js';
import { UsersAdminService } from './users-admin.service.js';
import { UsersController } from './users.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([User, Certificate])],
  controllers: [UsersController, ProfileImageController],
  providers: [UsersAdminService, ProfileImageService],
})
export class UsersModule {}
