/** The account fields the profile shows (the shape of GET /api/user). */
export interface ProfileUser {
  id: number;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  /** A /storage address, or null without a picture (DECISIONS 22). */
  profile_image?: string | null;
  /** The language of the account's mails (issue 28 item 4); older servers send none. */
  locale?: 'en' | 'ar';
  created_at?: string;
  updated_at?: string;
}

export interface Certificate {
  id: number;
  course: { id: number; name: string; name_ar?: string | null; classification: string } | null;
  /** An API path; the file is private, so it is fetched with the bearer header. */
  /** Signed address of the file (valid about 10 minutes): a plain link opens it. */
  download: string;
  /** Issue 14: the public verification page (absent from older servers). */
  verify_url?: string;
  status?: 'valid' | 'expired' | 'revoked';
}
