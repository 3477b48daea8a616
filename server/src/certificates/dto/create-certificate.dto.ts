import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';

/** Multipart fields arrive as text: '12' → 12; anything else stays as it is and fails. */
const toId = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value,
);

/** The fields of `POST /api/certificates` (the file `certificate` is checked separately). */
export class CreateCertificateDto {
  @toId
  @IsInt({ message: 'Choose the user who receives the certificate' })
  @Min(1, { message: 'Choose the user who receives the certificate' })
  user_id: number;

  @toId
  @IsInt({ message: 'Choose the course of the certificate' })
  @Min(1, { message: 'Choose the course of the certificate' })
  course_id: number;

  /** Issue 14: the last day it is valid, YYYY-MM-DD; empty for none (checked by the service). */
  @IsOptional()
  expires_at?: string | null;
}
