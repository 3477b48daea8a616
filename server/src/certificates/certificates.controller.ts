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
} from '@nestjs/common';
import type { Response } from 'express';
import { CrudController } from '../common/crud/crud.controller.js';
import { CurrentUser, Public, Roles } from '../common/decorators/access.decorators.js';
import { IdPipe } from '../common/pipes/id.pipe.js';
import { UPLOAD_RULES } from '../common/uploads/upload-rules.js';
import { PrivateFileRoute, sendPrivateFile } from '../storage/private-files.js';
import { STAFF_ROLES } from '../common/access/roles.js';
import { User } from '../model/user.entity.js';
import { CertificateLifecycleService } from './certificate-lifecycle.service.js';
import { CertificatesService } from './certificates.service.js';
import {
  CertificateExpiryDto,
  GenerateCertificateDto,
  RevokeCertificateDto,
} from './dto/certificate-lifecycle.dto.js';
import { CreateCertificateDto } from './dto/create-certificate.dto.js';

/**
 * Staff issue (multipart, file `certificate`), list, search, read and delete certificates;
 * there is no update. The file goes to its owner and to staff only (DECISIONS 2).
 */
@Controller('certificates')
export class CertificatesController extends CrudController({
  staff: STAFF_ROLES,
  create: CreateCertificateDto,
  upload: { field: 'certificate', rule: UPLOAD_RULES.certificate },
}) {
  constructor(
    protected readonly service: CertificatesService,
    private readonly lifecycle: CertificateLifecycleService,
  ) {
    super();
  }

  /**
   * Public on purpose (issue 14): what an employer who scans the QR code sees — holder name,
   * course, dates and status, nothing more personal. Unknown codes are 404.
   */
  @Get('verify/:code')
  @Public()
  verify(@Param('code') code: string) {
    return this.lifecycle.verify(code);
  }

  /** A certificate without an upload: a branded PDF with the QR code of its page. */
  @Post('generate')
  @Roles(STAFF_ROLES)
  generate(@Body() body: GenerateCertificateDto) {
    return this.service.generate(body);
  }

  @Post(':id/expiry')
  @Roles(STAFF_ROLES)
  @HttpCode(200)
  async setExpiry(@Param('id', IdPipe) id: number, @Body() body: CertificateExpiryDto) {
    return this.service.get(await this.lifecycle.setExpiry(id, body.expires_at));
  }

  @Post(':id/revoke')
  @Roles(STAFF_ROLES)
  @HttpCode(200)
  async revoke(@Param('id', IdPipe) id: number, @Body() body: RevokeCertificateDto) {
    return this.service.get(await this.lifecycle.revoke(id, body.reason));
  }

  /**
   * The users a certificate can be issued to, for the dashboard's select: `GET /api/users` is
   * paged for the top role only. Id and name (and email for role 2001), searched by name.
   */
  @Get('recipients')
  @Roles(STAFF_ROLES)
  recipients(@CurrentUser() user: User, @Query('q') q?: unknown) {
    return this.service.recipients(typeof q === 'string' ? q : '', user);
  }

  /** The `certificate` / `download` address of a response (signed), or the owner and staff. */
  @Get(':id/file')
  @PrivateFileRoute('its owner and roles 2001 and 1996')
  async download(
    @Param('id', IdPipe) id: number,
    @Query('expires') expires: unknown,
    @Query('sig') sig: unknown,
    @CurrentUser() user: User | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.service.file(id, user, { expires, sig });
    return sendPrivateFile(res, file, file.via);
  }
}

/** `GET /api/user/certificates`: the signed-in user's own certificates. */
@Controller('user')
export class UserCertificatesController {
  constructor(private readonly service: CertificatesService) {}

  @Get('certificates')
  mine(@CurrentUser() user: User) {
    return this.service.ofUser(user.id);
  }
}
