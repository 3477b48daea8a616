import {
  Controller,
  Delete,
  HttpCode,
  Param,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { CurrentUser } from '../common/decorators/access.decorators.js';
import { IdPipe } from '../common/pipes/id.pipe.js';
import { UploadInterceptor } from '../common/uploads/upload.interceptor.js';
import { UPLOAD_RULES, type UploadedFileLike } from '../common/uploads/upload-rules.js';
import { ProfileImageService } from './profile-image.service.js';
import type { User } from '../model/user.entity.js';

/** Profile picture routes (DECISIONS 22); any signed-in user, the service checks whose. */
@Controller('users')
export class ProfileImageController {
  constructor(private readonly images: ProfileImageService) {}

  @Post(':id/upload-image')
  @HttpCode(200)
  @UseInterceptors(UploadInterceptor('profile_image', UPLOAD_RULES.courseImage))
  upload(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: User,
    @UploadedFile() file?: UploadedFileLike,
  ) {
    return this.images.upload(id, user, file);
  }

  @Delete(':id/delete-image')
  remove(@Param('id', IdPipe) id: number, @CurrentUser() user: User) {
    return this.images.remove(id, user);
  }
}
