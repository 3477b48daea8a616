/** GET /api/overview (server/src/overview): the dashboard home's figures. */
export interface Overview {
  generated_at: string;
  revenue_by_month: { month: string; egp: number }[];
  bookings_by_course: { course_id: number; course: string; bookings: number }[];
  upcoming_sessions: {
    id: number;
    course_id: number;
    course: string;
    starts_at: string;
    location: string;
    capacity: number;
    seats_taken: number;
    seats_left: number;
    fill_rate: number;
  }[];
  applications_by_stage: { stage: string; count: number }[];
  applications_by_job: { job_id: number; job: string; count: number }[];
  new_messages: {
    days: number;
    count: number;
    /** Enquiries in the state new, however old (issue 26 item 15). */
    new_count?: number;
    latest: { id: number; name: string; email: string; created_at: string }[];
  };
  /** Role 2001 only: the server leaves the key out for everyone else. */
  new_accounts_by_month?: { month: string; count: number }[];
}

const EGP = new Intl.NumberFormat('en-EG', {
  style: 'currency',
  currency: 'EGP',
  maximumFractionDigits: 0,
});

export const formatEgp = (value: number | null) => EGP.format(value ?? 0);

const COMPACT = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** Axis ticks: 'EGP 150K' fits a phone where 'EGP 150,000' does not. */
export const formatEgpShort = (value: number) => `EGP ${COMPACT.format(value)}`;

/** '2026-11' → 'Nov 26' (the server's months are UTC). */
export const monthLabel = (month: string) => {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index - 1, 1)).toLocaleString('en-GB', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
};

export const STAGE_NAMES: Record<string, string> = {
  new: 'New',
  reviewed: 'Reviewed',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};
