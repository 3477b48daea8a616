import { Transform } from 'class-transformer';
import { RecordId, ToInteger } from '../../common/validation/numbers.js';
import { IsInt, IsOptional, Matches, Min } from 'class-validator';
import { OptionalText, RequiredText } from '../../common/validation/text-rules.js';

export const COMPANY_NAME_MAX = 150;
export const TAX_NUMBER_MAX = 30;

/** The checkout form (spec §3 "Checkout payload"); any amount sent is ignored (DECISIONS 9). */
export class InitiatePaymentDto {
  @ToInteger()
  @IsInt({ message: 'The course is required' })
  @Min(1, { message: 'The course is required' })
  course_id: number;

  /** A dated session of the course (ADR 0011); without it the course books as the spec says. */
  @IsOptional()
  @RecordId('The session must be a session id')
  session_id?: number;

  @RequiredText('first name', 100) first_name: string;
  @RequiredText('last name', 100) last_name: string;

  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value,
  )
  @RequiredText('phone number', 20)
  @Matches(/^\+?\d+$/, { message: 'The phone number must contain digits only' })
  phone_number: string;

  @RequiredText('city', 100) city: string;
  @OptionalText('street', 150) street?: string;
  @OptionalText('building', 50) building?: string;
  @OptionalText('floor', 50) floor?: string;
  @OptionalText('apartment', 50) apartment?: string;

  /**
   * Issue 26 item 17: a company buying the course gets its name and tax registration number on
   * the receipt. Both optional: the spec's payload without them stays valid.
   */
  @OptionalText('company name', COMPANY_NAME_MAX) company_name?: string;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value))
  @OptionalText('tax registration number', TAX_NUMBER_MAX)
  @Matches(/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$|^$/u, {
    message:
      'The tax registration number may hold only letters, digits, spaces and the signs - / .',
  })
  tax_registration_number?: string;
}
