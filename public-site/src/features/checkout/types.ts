/**
 * A dated session the buyer can pick at checkout (issue 22): the fields of
 * GET /api/sessions/upcoming this feature needs. The route passes them in, so checkout does not
 * depend on the courses feature.
 */
export interface SessionOption {
  id: number;
  starts_at: string;
  ends_at: string;
  location: string;
  language: string;
  date_label?: string;
  time_label?: string;
  seats_left: number;
  full: boolean;
}
