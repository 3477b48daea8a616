/** Role codes travel as strings (spec §6, DECISIONS "kept as written"). */
export type Role = '2001' | '1996' | '1997';

export interface User {
  id: number;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  role: Role;
  /** A /storage address, or null without a picture (DECISIONS 22). */
  profile_image?: string | null;
  /** The address was confirmed by its mailed link; booking needs it (issue 14). */
  email_verified?: boolean;
  /** The language of the account's mails (issue 28 item 4); older servers send none. */
  locale?: 'en' | 'ar';
  created_at?: string;
  updated_at?: string;
}

export interface AuthResponse {
  data: { token: string; user: User };
}
