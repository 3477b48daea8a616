import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { RequiredText } from '../../common/validation/text-rules.js';

export const MAX_MESSAGE_CHARS = 5000;

const emptyToUndefined = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value,
);

/** POST /api/contact (spec §5: name, country, email required; phone numeric; message optional). */
export class ContactDto {
  @RequiredText('name') name: string;

  @RequiredText('country', 100) country: string;

  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  @IsString({ message: 'The email is required' })
  @IsEmail({}, { message: 'The email must be a valid email address' })
  @MaxLength(191, { message: 'The email must be at most 191 characters' })
  email: string;

  @emptyToUndefined
  @IsOptional()
  @IsString({ message: 'The phone must be a number' })
  @Matches(/^\+?\d{6,20}$/, { message: 'The phone must be a number of 6 to 20 digits' })
  phone?: string;

  @emptyToUndefined
  @IsOptional()
  @IsString({ message: 'The message must be text' })
  @MaxLength(MAX_MESSAGE_CHARS, {
    message: `The message must be at most ${MAX_MESSAGE_CHARS} characters`,
  })
  message?: string;
}
