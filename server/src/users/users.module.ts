import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProfileImageController } from './profile-image.controller.js';
import { ProfileImageService } from './profile-image.service.js';
import { UserRemovalModule } from './user-removal.js';
import { User } from '../model/user.entity.js';
import { UsersAdminService } from './users-admin.service.js';
import { UsersController } from './users.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([User]), UserRemovalModule],
  controllers: [UsersController, ProfileImageController],
  providers: [UsersAdminService, ProfileImageService],
})
export class UsersModule {}
