import { IsIn, IsOptional } from 'class-validator';
import { RecordId } from '../../common/validation/numbers.js';
import { BlankIsMissing, PublicFormDto } from '../../common/validation/public-form.dto.js';
import { RequiredText } from '../../common/validation/text-rules.js';
import { GRADES } from '../../model/job-request.entity.js';

/** The public application form (multipart fields; the CV file is checked separately). */
export class CreateJobRequestDto extends PublicFormDto {
  @RequiredText('full name') full_name: string;

  @BlankIsMissing
  @IsOptional()
  @IsIn(GRADES, { message: `The grade must be one of ${GRADES.join(', ')}` })
  gpa?: (typeof GRADES)[number];

  @RecordId('Choose the job you are applying for') job_id: number;
}
