import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_ID, RecordId, ToInteger } from '../common/validation/numbers.js';
import { RequiredText } from '../common/validation/text-rules.js';

/** POST /course-sessions/:id/cancel and /bookings/:id/cancel (staff): the reason is required. */
export class CancelWithReasonDto {
  @RequiredText('reason', 500, { multiline: true }) reason: string;
}

/** POST /course-sessions/:id/move and /bookings/:id/move: the session to move to. */
export class MoveBookingDto {
  @RecordId('The session to move to is required') to_session_id: number;
}

/** POST /paymob/transactions/:id/refund: piasters; all that is left when absent. */
export class RefundDto {
  @IsOptional()
  @ToInteger()
  @IsInt({ message: 'The refund must be a whole number of piasters' })
  @Min(1, { message: 'The refund must be at least 1 piaster' })
  @Max(MAX_ID, { message: 'The refund is larger than the payment' })
  amount_cents?: number;
}

/** GET /bookings filters. */
export class BookingListQuery {
  @IsOptional() @ToInteger() @IsInt() @Min(1) page?: number;
  @IsOptional() @ToInteger() @IsInt() @Min(1) @Max(1000) limit?: number;
  @IsOptional() @RecordId('session_id must be a session id') session_id?: number;
  @IsOptional() @RecordId('course_id must be a course id') course_id?: number;
  @IsOptional() status?: unknown;
}
