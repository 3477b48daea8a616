import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CreateCertificateDto } from './create-certificate.dto.js';

/** POST /api/certificates/generate: a PDF made from the course and the holder, no upload. */
export class GenerateCertificateDto extends CreateCertificateDto {}

/** POST /api/certificates/:id/expiry. */
export class CertificateExpiryDto {
  /** YYYY-MM-DD, or empty/null to remove the expiry (checked by the service). */
  @IsOptional() expires_at?: string | null;
}

/** POST /api/certificates/:id/revoke. */
export class RevokeCertificateDto {
  @IsOptional()
  @IsString({ message: 'The reason must be text' })
  @MaxLength(500, { message: 'The reason must be at most 500 characters' })
  reason?: string;
}
