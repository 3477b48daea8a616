import { randomBytes } from 'node:crypto';
import { ValidationFailed } from '../common/http/api-error.js';
import { COMPANY } from '../config/company.js';
import type { Certificate } from '../model/certificate.entity.js';

export type CertificateStatus = 'valid' | 'expired' | 'revoked';

/** 96 random bits, URL-safe (16 characters): a code cannot be guessed or counted through. */
export const newVerificationCode = () => randomBytes(12).toString('base64url');

/** Only what the alphabet above can produce is looked up. */
export const VERIFICATION_CODE = /^[A-Za-z0-9_-]{8,32}$/;

/** The public page a certificate's QR code points to. */
export const verifyPageUrl = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/+$/, '')}/certificates/verify/${encodeURIComponent(code)}`;

export function certificateStatus(row: Certificate, now = new Date()): CertificateStatus {
  if (row.revoked_at) return 'revoked';
  if (row.expires_at && row.expires_at.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/** The Cairo calendar day of a moment, YYYY-MM-DD. */
export function cairoDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY.timeZone }).format(date);
}

/** Cairo's offset from UTC in minutes on a given day (2 h in winter, 3 h in summer time). */
function cairoOffsetMinutes(date: Date): number {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: COMPANY.timeZone,
    timeZoneName: 'shortOffset',
  })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * An expiry date as staff type it (YYYY-MM-DD, or empty/null for none) → the moment it ends:
 * a certificate "valid until 31 March" is still valid all of that day in Cairo. 422 otherwise.
 */
export function parseExpiry(value: unknown): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'string' ? value.trim().slice(0, 10) : '';
  const noon = new Date(`${text}T12:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(noon.getTime())) {
    throw new ValidationFailed('The expiry date must be a date (YYYY-MM-DD)', {
      expires_at: 'A date (YYYY-MM-DD), or empty for no expiry',
    });
  }
  if (noon.toISOString().slice(0, 10) !== text || noon.getUTCFullYear() > 2200) {
    throw new ValidationFailed('The expiry date does not exist', {
      expires_at: 'A real calendar date',
    });
  }
  const nextMidnightUtc = Date.parse(`${text}T00:00:00.000Z`) + 24 * 3600_000;
  return new Date(nextMidnightUtc - cairoOffsetMinutes(noon) * 60_000 - 1000);
}
