import { Transform } from 'class-transformer';
import { RecordId, ToInteger } from '../../common/validation/numbers.js';
import { IsInt, IsOptional, Matches, Min } from 'class-validator';
import { OptionalText, RequiredText } from '../../common/validation/text-rules.js';

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
}
