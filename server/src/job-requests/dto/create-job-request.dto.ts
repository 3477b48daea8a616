import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { RecordId } from '../../common/validation/numbers.js';
import { RequiredText } from '../../common/validation/text-rules.js';
import { GRADES } from '../job-request.entity.js';

const emptyToUndefined = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value,
);

/** The public application form (multipart fields; the CV file is checked separately). */
export class CreateJobRequestDto {
  @RequiredText('full name') full_name: string;

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
  @IsIn(GRADES, { message: `The grade must be one of ${GRADES.join(', ')}` })
  gpa?: (typeof GRADES)[number];

  @RecordId('Choose the job you are applying for') job_id: number;
}
