import { applyDecorators } from '@nestjs/common';
import { IsString, MaxLength, ValidateBy } from 'class-validator';
import { hasText } from '../common/html/sanitize.js';

/** The editor's HTML before sanitising; the stored copy is checked again (MySQL TEXT). */
export const MAX_DESCRIPTION_CHARS = 60_000;

/** Rules of a job's description as the dashboard's rich-text editor sends it. */
export const JobDescriptionRules = () =>
  applyDecorators(
    IsString({ message: 'The description is required' }),
    MaxLength(MAX_DESCRIPTION_CHARS, {
      message: `The description must be at most ${MAX_DESCRIPTION_CHARS} characters`,
    }),
    ValidateBy(
      {
        name: 'hasText',
        validator: { validate: (value: unknown) => typeof value === 'string' && hasText(value) },
      },
      { message: 'The description is required' },
    ),
  );
