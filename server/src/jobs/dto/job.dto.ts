import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, ValidateBy } from 'class-validator';
import { hasText } from '../../common/html/sanitize.js';
import { RequiredText } from '../../common/validation/text-rules.js';
import { JOB_TYPES, type JobType } from '../job.entity.js';

/** The editor's HTML before sanitising; the stored copy is checked again (MySQL TEXT). */
export const MAX_DESCRIPTION_CHARS = 60_000;

/** Body of POST /api/jobs and POST /api/jobs/:id (the dashboard's job form). */
export class JobDto {
  @RequiredText('title') title: string;

  @RequiredText('category') category: string;

  @IsString({ message: 'The description is required' })
  @MaxLength(MAX_DESCRIPTION_CHARS, {
    message: `The description must be at most ${MAX_DESCRIPTION_CHARS} characters`,
  })
  @ValidateBy(
    {
      name: 'hasText',
      validator: { validate: (value: unknown) => typeof value === 'string' && hasText(value) },
    },
    { message: 'The description is required' },
  )
  description: string;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsIn(JOB_TYPES, { message: 'Choose the job type: all or instructor' })
  type: JobType;
}
