import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PageQuery } from '../common/crud/page-query.dto.js';
import { BOOKING_STATUSES, type BookingStatus } from '../model/purchase.entity.js';
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

/** GET /bookings filters: the generic paging, and session, course and state. */
export class BookingListQuery extends PageQuery {
  @IsOptional() @RecordId('session_id must be a session id') session_id?: number;
  @IsOptional() @RecordId('course_id must be a course id') course_id?: number;
  // An empty filter ("") means every state.
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsIn(BOOKING_STATUSES, { message: `status must be one of ${BOOKING_STATUSES.join(', ')}` })
  status?: BookingStatus;
}
