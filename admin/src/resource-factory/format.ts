import { dashboardAr } from '../i18n/ar';
import { dashboardEn } from '../i18n/en';
import { formatAmount, formatCents } from '../lib/format-amount';
import { formatDateRange, formatDateTime, formatDay } from '../lib/format-date';
import type { FieldDeclaration } from '../resources/types';

/** The description preview of spec §2: 15 characters of text, then '...'. */
export const DESCRIPTION_PREVIEW = 15;

export const valueAt = (record: unknown, source: string): unknown =>
  typeof record === 'object' && record !== null
    ? (record as Record<string, unknown>)[source]
    : undefined;

export const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
    ? String(value)
    : '';

/** The text of stored HTML (never rendered: a detached document runs no scripts, loads nothing). */
export const htmlToText = (html: string): string => {
  if (!html) return '';
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
};

export const previewText = (html: string): string => {
  const text = htmlToText(html);
  return text.length > DESCRIPTION_PREVIEW ? `${text.slice(0, DESCRIPTION_PREVIEW)}...` : text;
};

/** YYYY-MM-DD (spec §2): the day in the company's time zone (lib/format-date). */
export const formatDate = formatDay;

export const isTrue = (value: unknown): boolean =>
  value === true || value === 1 || value === '1' || value === 'true';

/** True/False (spec §2) in English, نعم/لا in Arabic. */
export const formatBoolean = (value: unknown, locale = 'en'): string => {
  const words = locale === 'ar' ? dashboardAr.values : dashboardEn.values;
  return isTrue(value) ? words.true : words.false;
};

// Amounts are written the same on the staff tools' screens (resources/*-tools).
export { formatAmount, formatCents };

/** Stored paths are served from the API origin (`/storage/...`). */
export const fileUrl = (path: string): string =>
  /^(https?:|data:|blob:|\/)/.test(path) ? path : `/${path}`;

/**
 * A field's value as plain text: what the CSV export writes for the column (in English), and
 * what lists and titles show in the dashboard's language: dates and amounts by Intl in Cairo
 * time with Latin digits either way (docs/decisions/0021).
 */
export const fieldText = (field: FieldDeclaration, record: unknown, locale = 'en'): string => {
  const value = valueAt(record, field.source);
  switch (field.type) {
    case 'richtext':
    case 'document':
      return htmlToText(asText(value));
    case 'date':
      return formatDate(value);
    case 'datetime':
      return field.rangeEnd
        ? formatDateRange(value, valueAt(record, field.rangeEnd), locale)
        : formatDateTime(value, locale);
    case 'boolean':
      return formatBoolean(value, locale);
    case 'cents':
      return formatCents(value);
    case 'object':
      return asText(valueAt(value, field.display ?? 'id'));
    case 'select': {
      const choice = field.choices?.find((candidate) => String(candidate.id) === asText(value));
      return choice?.name ?? asText(value);
    }
    case 'image':
    case 'file':
      return asText(value) ? new URL(fileUrl(asText(value)), window.location.origin).href : '';
    case 'password':
      return '';
    default:
      return asText(value);
  }
};
