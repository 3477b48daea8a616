import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
} from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { trimOneLine } from './text-rules.js';

const trim = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value,
);
const lower = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value,
);
const emptyToNull = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value,
);

/** DECISIONS 16 (NIST SP 800-63B): 8 to 128 characters, on register, add user and every change. */
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;
export const PASSWORD_RULE = `The password must be ${MIN_PASSWORD} to ${MAX_PASSWORD} characters`;

/** Field rules shared by registration, profile edit and the admin's user form. */
export const UserField = {
  name: () =>
    applyDecorators(
      trimOneLine,
      IsString({ message: 'The name is required' }),
      IsNotEmpty({ message: 'The name is required' }),
      MaxLength(191, { message: 'The name must be at most 191 characters' }),
    ),
  email: () =>
    applyDecorators(
      lower,
      IsString({ message: 'The email is required' }),
      IsNotEmpty({ message: 'The email is required' }),
      IsEmail({}, { message: 'The email must be a valid email address' }),
      MaxLength(191, { message: 'The email must be at most 191 characters' }),
    ),
  phone: () =>
    applyDecorators(
      trim,
      IsString({ message: 'The phone is required' }),
      IsNotEmpty({ message: 'The phone is required' }),
      Matches(/^\+?\d{6,20}$/, { message: 'The phone must be a number of 6 to 20 digits' }),
    ),
  company: () =>
    applyDecorators(
      emptyToNull,
      IsOptional(),
      IsString({ message: 'The company must be text' }),
      MaxLength(191, { message: 'The company must be at most 191 characters' }),
    ),
  password: () =>
    applyDecorators(
      IsString({ message: 'The password is required' }),
      IsNotEmpty({ message: 'The password is required' }),
      Length(MIN_PASSWORD, MAX_PASSWORD, { message: PASSWORD_RULE }),
    ),
  /** Checked against the stored hash by the service; only its presence and size here. */
  currentPassword: () =>
    applyDecorators(
      IsString({ message: 'Enter your current password' }),
      // Login accepts up to 200 characters, so a password set before the 128 rule still works.
      MaxLength(200, { message: 'The current password is not correct' }),
    ),
  confirmation: () =>
    applyDecorators(
      IsString({ message: 'The password confirmation is required' }),
      IsNotEmpty({ message: 'The password confirmation is required' }),
    ),
};
