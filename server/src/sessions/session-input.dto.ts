import { ArrayMaxSize, IsArray, IsInt, IsOptional } from 'class-validator';
import { PageQuery } from '../common/crud/page-query.dto.js';
import { RecordId } from '../common/validation/numbers.js';

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

/**
 * GET /course-sessions: one course's sessions or all, as a bare list (the course form's panel
 * and the dashboard, which pages it itself); page and limit are checked as on every list.
 */
export class StaffSessionListQuery extends PageQuery {
  @IsOptional() @RecordId('course_id must be a course id') course_id?: number;
}
