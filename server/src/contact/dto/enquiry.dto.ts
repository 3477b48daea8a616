import { Transform } from 'class-transformer';
import { IsIn, IsOptional, ValidateIf } from 'class-validator';
import { RecordId } from '../../common/validation/numbers.js';
import { RequiredText } from '../../common/validation/text-rules.js';
import {
  ENQUIRY_STATE_LABELS,
  ENQUIRY_STATES,
  type EnquiryState,
} from '../../model/enquiry-states.js';

export const MAX_REPLY_CHARS = 5000;

const STATE_MESSAGE = `The state must be one of: ${ENQUIRY_STATES.map((s) => ENQUIRY_STATE_LABELS[s]).join(', ')}`;

/**
 * POST /api/contact-messages/{id}/handling: the enquiry's state and owner (either or both).
 * `owner_id: null` (or "") gives it back to nobody.
 */
export class EnquiryHandlingDto {
  @IsOptional()
  @IsIn(ENQUIRY_STATES, { message: STATE_MESSAGE })
  state?: EnquiryState;

  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @ValidateIf((body: EnquiryHandlingDto) => body.owner_id !== null && body.owner_id !== undefined)
  @RecordId('The owner must be a staff member')
  owner_id?: number | null;
}

/** POST /api/contact-messages/{id}/replies: the text mailed to the enquirer. */
export class EnquiryReplyDto {
  @RequiredText('reply', MAX_REPLY_CHARS, { multiline: true })
  body: string;
}
