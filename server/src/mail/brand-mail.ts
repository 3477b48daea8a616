import { COMPANY } from '../config/company.js';
import type { Locale } from './mail-locale.js';

/** The parts of a branded mail; every string is plain text (escaped here). */
export interface BrandMailContent {
  /** Heading inside the mail. */
  title: string;
  /** Opening paragraphs. */
  paragraphs: string[];
  /** Label/value facts shown as a table (date, place, reference, …). */
  facts?: [label: string, value: string][];
  /** One button (and its address in the text part). */
  action?: { label: string; url: string };
  /** Closing paragraphs, after the button. */
  after?: string[];
}

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * What changes with the reader's language: the direction, the font (Tahoma draws Arabic well in
 * every mail client), the company's name and address in the footer. The phone stays
 * left-to-right inside Arabic text.
 */
const FRAME: Record<
  Locale,
  { html: string; dir: 'ltr' | 'rtl'; font: string; shortName: string; footer: string }
> = {
  en: {
    html: '<html>',
    dir: 'ltr',
    font: 'Arial,Helvetica,sans-serif',
    shortName: COMPANY.shortName,
    footer: `${COMPANY.legalName} · ${COMPANY.addressLines.join(', ')}`,
  },
  ar: {
    html: '<html lang="ar" dir="rtl">',
    dir: 'rtl',
    font: 'Tahoma,Arial,sans-serif',
    shortName: 'بترولينك',
    footer:
      'بترولينك لخدمات الطاقة (ش.م.م) · مبنى 27، شارع التسعين الجنوبي، التجمع الخامس، القاهرة الجديدة، مصر',
  },
};

/**
 * One layout for every mail: HTML in the brand (inline styles, since mail clients drop
 * stylesheets) and the same words as plain text for clients that show no HTML. An Arabic mail
 * (`locale` 'ar') is written right to left: `<html lang="ar" dir="rtl">`, text aligned right,
 * the facts' labels on the right.
 */
export function brandMail(
  content: BrandMailContent,
  locale: Locale = 'en',
): { html: string; text: string } {
  const { navy, amber, ink, muted } = COMPANY.colors;
  const frame = FRAME[locale];
  const rtl = frame.dir === 'rtl';
  const align = rtl ? 'right' : 'left';
  const paragraph = (line: string) =>
    `<p style="margin:0 0 14px;line-height:${rtl ? 1.7 : 1.5}">${escapeHtml(line)}</p>`;
  const labelPadding = rtl ? '6px 0 6px 12px' : '6px 12px 6px 0';
  const facts = content.facts?.length
    ? `<table role="presentation" dir="${frame.dir}" style="border-collapse:collapse;margin:4px 0 18px;width:100%">${content.facts
        .map(
          ([label, value]) =>
            `<tr><td style="padding:${labelPadding};color:${muted};white-space:nowrap;vertical-align:top;text-align:${align}">${escapeHtml(label)}</td><td style="padding:6px 0;font-weight:600;text-align:${align}">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = content.action
    ? `<p style="margin:8px 0 22px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${amber};color:${navy};padding:12px 22px;border-radius:6px;font-weight:700;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = [
    `<!doctype html>${frame.html}<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>`,
    `<body dir="${frame.dir}" style="margin:0;background:#f5f7fa;font-family:${frame.font};color:${ink}">`,
    '<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">',
    `<table role="presentation" width="100%" dir="${frame.dir}" style="max-width:600px;border-collapse:collapse;background:#ffffff;border-radius:8px;overflow:hidden;text-align:${align}">`,
    `<tr><td style="background:${navy};padding:18px 24px;color:#ffffff;font-size:20px;font-weight:700;text-align:${align}">${escapeHtml(frame.shortName)}<span style="color:${amber}">.</span></td></tr>`,
    `<tr><td style="padding:24px;text-align:${align}"><h1 style="margin:0 0 16px;font-size:22px;color:${navy}">${escapeHtml(content.title)}</h1>`,
    content.paragraphs.map(paragraph).join(''),
    facts,
    action,
    (content.after ?? []).map(paragraph).join(''),
    '</td></tr>',
    `<tr><td style="padding:16px 24px;background:#f1f5f9;color:${muted};font-size:12px;line-height:1.5;text-align:${align}">${escapeHtml(frame.footer)} · <span dir="ltr">${escapeHtml(COMPANY.phone)}</span></td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
  const text = [
    content.title,
    '',
    ...content.paragraphs.flatMap((line) => [line, '']),
    ...(content.facts ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(content.facts?.length ? [''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.after ?? []).flatMap((line) => [line, '']),
    '--',
    locale === 'ar'
      ? `${frame.footer} · \u2066${COMPANY.phone}\u2069`
      : `${COMPANY.legalName}, ${COMPANY.addressLines.join(', ')}, ${COMPANY.phone}`,
  ].join('\n');
  return { html, text };
}
