import { Body, Controller, Param, Post } from '@nestjs/common';
import { IsOptional } from 'class-validator';
import { Roles } from '../common/decorators/access.decorators.js';
import { IdPipe } from '../common/pipes/id.pipe.js';
import { STAFF_ROLES } from '../common/access/roles.js';
import { CertificatesService } from './certificates.service.js';

export class SessionCertificatesDto {
  /** The last day they are valid, YYYY-MM-DD; empty or null for none (checked by the service). */
  @IsOptional() expires_at?: string | null;
}

/** Certificates from attendance: every attendee of a session in one action (issue 22). */
@Controller('course-sessions')
@Roles(STAFF_ROLES)
export class SessionCertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @Post(':id/certificates')
  issue(@Param('id', IdPipe) id: number, @Body() body: SessionCertificatesDto) {
    return this.certificates.issueForSession(id, body.expires_at);
  }
}
