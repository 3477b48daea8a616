import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import { CrudController } from '../common/crud/crud.controller.js';
import { CurrentUser, Public } from '../common/decorators/access.decorators.js';
import { IdPipe } from '../common/pipes/id.pipe.js';
import { DocumentedBody } from '../openapi/documented-body.js';
import { RateLimited } from '../common/throttle/rate-limit.js';
import { UPLOAD_RULES, type UploadedFileLike } from '../common/uploads/upload-rules.js';
import { UploadInterceptor } from '../common/uploads/upload.interceptor.js';
import { PrivateFileRoute, sendPrivateFile } from '../storage/private-files.js';
import { STAFF_ROLES } from '../common/access/roles.js';
import { User } from '../model/user.entity.js';
import { CreateJobRequestDto } from './dto/create-job-request.dto.js';
import { JobRequestsService } from './job-requests.service.js';

/**
 * Applications: anyone may apply (multipart, with a CV); staff list, search, read, delete and
 * download the CV. There is no update route.
 */
@Controller('job-requests')
export class JobRequestsController extends CrudController({ staff: STAFF_ROLES }) {
  constructor(protected readonly service: JobRequestsService) {
    super();
  }

  @Post()
  @HttpCode(201)
  @Public()
  @RateLimited('forms')
  @UseInterceptors(UploadInterceptor('cv', UPLOAD_RULES.cv))
  @DocumentedBody(CreateJobRequestDto)
  submit(
    // Validated in the service, together with the file, so one answer names every problem.
    @Body() body: Record<string, unknown>,
    @UploadedFile() file: UploadedFileLike | undefined,
    @CurrentUser() user?: User,
  ) {
    return this.service.apply(body, file, user);
  }

  /** The `cv` address of a response (signed), or staff with the Bearer header. */
  @Get(':id/cv')
  @PrivateFileRoute('roles 2001 and 1996')
  async downloadCv(
    @Param('id', IdPipe) id: number,
    @Query('expires') expires: unknown,
    @Query('sig') sig: unknown,
    @CurrentUser() user: User | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const cv = await this.service.cv(id, user, { expires, sig });
    return sendPrivateFile(res, cv, cv.via);
  }
}
