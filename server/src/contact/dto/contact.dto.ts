import { IsOptional, IsString, MaxLength } from 'class-validator';
import { BlankIsMissing, PublicFormDto } from '../../common/validation/public-form.dto.js';
import { RequiredText } from '../../common/validation/text-rules.js';

export const MAX_MESSAGE_CHARS = 5000;

/** POST /api/contact (spec §5: name, country, email required; phone numeric; message optional). */
export class ContactDto extends PublicFormDto {
  @RequiredText('name') name: string;

  @BlankIsMissing
  @IsOptional()
  @IsString({ message: 'The message must be text' })
  @MaxLength(MAX_MESSAGE_CHARS, {
    message: `The message must be at most ${MAX_MESSAGE_CHARS} characters`,
  })
  message?: string;
}
