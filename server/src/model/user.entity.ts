import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../common/entity-columns.js';
import { Role, type RoleCode } from '../common/access/roles.js';

import { asLocale, type Locale } from '../common/locale.js';

export { LOCALES, type Locale, asLocale } from '../common/locale.js';
export const LOCALE_RULE = "The preferred language must be 'en' (English) or 'ar' (Arabic)";

@Entity('users')
export class User {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 191 }) name: string;
  @Column({ type: 'varchar', length: 191, unique: true }) email: string;
  @Column({ type: 'varchar', length: 32, unique: true }) phone: string;
  @Column({ type: 'varchar', length: 191, nullable: true }) company: string | null;
  @Column({ type: 'integer', default: Role.User }) role: RoleCode;
  /** Public /storage key of the profile picture (DECISIONS 22). */
  @Column({ type: 'varchar', length: 255, nullable: true }) profile_image: string | null;
  /** When the user opened the link of a verification mail (issue 14 item 3); null: not yet. */
  @Column({ type: 'datetime', nullable: true }) email_verified_at: Date | null;
  /**
   * The language of the account's mails and PDFs: set by the site it registered on (/ar sends
   * 'ar'), changeable in the profile (issue 28 item 4).
   */
  @Column({ type: 'varchar', length: 8, default: 'en' }) locale: Locale;
  @Column({ name: 'password_hash', type: 'varchar', length: 255, select: false })
  passwordHash: string;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}

/** The shape every API response uses for a user: role as a string, never the hash. */
export function toPublicUser(user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    company: user.company,
    role: String(user.role),
    // DECISIONS 22: relative to /storage/, as the company's front end builds the address.
    profile_image: user.profile_image?.replace(/^\/storage\//, '') ?? null,
    email_verified: Boolean(user.email_verified_at),
    locale: asLocale(user.locale),
    created_at: user.created_at,
    updated_at: user.updated_at,
  };
}
