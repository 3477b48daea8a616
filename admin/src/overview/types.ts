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

/** The overview's number formats in a language: Latin digits in Arabic too (ADR 0021). */
const numberLocale = (locale: string) => (locale === 'ar' ? 'ar-EG-u-nu-latn' : 'en');

/** 'EGP 18,500' ('18,500 ج.م.' in Arabic): whole pounds. */
export const formatEgp = (value: number | null, locale = 'en') =>
  new Intl.NumberFormat(locale === 'ar' ? 'ar-EG-u-nu-latn' : 'en-EG', {
    style: 'currency',
    currency: 'EGP',
    maximumFractionDigits: 0,
  }).format(value ?? 0);

/** Axis ticks: 'EGP 150K' fits a phone where 'EGP 150,000' does not. */
export const formatEgpShort = (value: number, locale = 'en') => {
  const compact = new Intl.NumberFormat(numberLocale(locale), {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
  return locale === 'ar' ? `${compact} ج.م` : `EGP ${compact}`;
};

/** '2026-11' → 'Nov 26' ('نوفمبر 26' in Arabic); the server's months are UTC. */
export const monthLabel = (month: string, locale = 'en') => {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index - 1, 1)).toLocaleString(
    locale === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB',
    { month: 'short', year: '2-digit', timeZone: 'UTC' },
  );
};

/** The pipeline's stages, named in both languages in i18n (`overview.stage.<id>`). */
export const STAGES = ['new', 'reviewed', 'interview', 'offer', 'hired', 'rejected'] as const;
