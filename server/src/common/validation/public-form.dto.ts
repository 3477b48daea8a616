import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { RequiredText } from './text-rules.js';

/** An optional text field: a blank value counts as not given. */
export const BlankIsMissing = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value,
);

/**
 * What every public form asks of a visitor who is not signed in (the contact form, a job
 * application; spec §5): country and email required, phone optional and numeric. One place for
 * their rules and messages, so both forms answer a mistake in the same words.
 */
export abstract class PublicFormDto {
  @RequiredText('country', 100) country: string;

  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  @IsString({ message: 'The email is required' })
  @IsEmail({}, { message: 'The email must be a valid email address' })
  @MaxLength(191, { message: 'The email must be at most 191 characters' })
  email: string;

  @BlankIsMissing
  @IsOptional()
  @IsString({ message: 'The phone must be a number' })
  @Matches(/^\+?\d{6,20}$/, { message: 'The phone must be a number of 6 to 20 digits' })
  phone?: string;
}
