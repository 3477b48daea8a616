import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { OptionalText } from '../common/validation/text-rules.js';
import { RecordId, ToInteger } from '../common/validation/numbers.js';

/**
 * A session as staff write it. Times are Cairo wall-clock (`2026-12-01T09:00`) or ISO with an
 * offset; they are read in the service (sessions/cairo-time.ts). On update every field is optional.
 */
export class SessionInputDto {
  @IsOptional() @RecordId('The course is required') course_id?: number;
  /** Checked by parseCairoTime in the service (a readable 422 for any other spelling). */
  @IsOptional() starts_at?: unknown;
  @IsOptional() ends_at?: unknown;
  /** The dashboard's names for the same Cairo wall-clock times (what GET answers). */
  @IsOptional() starts_at_cairo?: unknown;
  @IsOptional() ends_at_cairo?: unknown;
  @OptionalText('location', 191) location?: string;
  @IsOptional()
  @ToInteger()
  @IsInt({ message: 'The capacity must be a whole number from 1 to 10000' })
  @Min(1, { message: 'The capacity must be a whole number from 1 to 10000' })
  @Max(10_000, { message: 'The capacity must be a whole number from 1 to 10000' })
  capacity?: number;
  @OptionalText('language', 60) language?: string;
  @IsOptional()
  @IsIn(['scheduled'], { message: 'Use the cancel action to cancel a session' })
  status?: string;
}

/** PUT /course-sessions/:id/attendance: by user ids or by purchase ids. */
export class AttendanceDto {
  @IsOptional()
  @IsArray({ message: 'user_ids must be a list of ids' })
  @ArrayMaxSize(10_000)
  @IsInt({ each: true, message: 'user_ids must be a list of ids' })
  user_ids?: number[];
  @IsOptional()
  @IsArray({ message: 'purchase_ids must be a list of ids' })
  @ArrayMaxSize(10_000)
  @IsInt({ each: true, message: 'purchase_ids must be a list of ids' })
  purchase_ids?: number[];
  /**
   * Issue 22: the purchase ids of everyone who attended (the others of the session are booked);
   * or, with user_ids/purchase_ids, true/false for those (the older form). Checked in the service.
   */
  @IsOptional()
  attended: number[] | boolean;
}

export class SessionListQuery {
  @IsOptional() @RecordId('course_id must be a course id') course_id?: number;
}
