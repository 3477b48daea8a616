import { Document, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import QRCode from 'qrcode';
import { type ComponentProps, createElement as h } from 'react';
import { documentCompany } from '../common/pdf/document-company.js';
import { fitSize } from '../common/pdf/fit-text.js';
import type { Locale } from '../common/locale.js';
import { longDate, PDF_FONT, renderPdf } from '../common/pdf/render-pdf.js';
import { oneLine } from '../common/validation/text-rules.js';
import { COMPANY } from '../config/company.js';

/** One react-pdf style object (a <Text>'s style also takes lists of them). */
type Style = Exclude<NonNullable<ComponentProps<typeof Text>['style']>, unknown[]>;

export interface CertificateFacts {
  holder: string;
  /** The course's name in the holder's language. */
  course: string;
  classification: string;
  issuedAt: Date;
  expiresAt: Date | null;
  code: string;
  verifyUrl: string;
  /** The holder's language: 'ar' lays the certificate out in Arabic, right to left. */
  locale?: Locale;
}

/** The certificate's words in each language (Arabic: neutral in gender, for any holder). */
const COPY = {
  en: {
    title: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: 'has successfully completed the course',
    issued: 'Issued',
    validUntil: 'Valid until',
    noExpiry: 'Valid until: no expiry',
    code: 'Verification code',
    verifyAt: 'Verify at',
    scan: 'Scan to verify',
  },
  ar: {
    title: 'شهادة إتمام',
    certifies: 'تُمنح هذه الشهادة إلى',
    completed: 'بعد إتمام الدورة التدريبية بنجاح',
    issued: 'تاريخ الإصدار',
    validUntil: 'صالحة حتى',
    noExpiry: 'الصلاحية: غير محددة المدة',
    code: 'رمز التحقق',
    verifyAt: 'للتحقق من الشهادة',
    scan: 'امسح الرمز للتحقق',
  },
} satisfies Record<Locale, Record<string, string>>;

const { navy, amber, ink, muted } = COMPANY.colors;
// A4 landscape in points; every element has its place on the one page.
const WIDTH = 841.89;
const TEXT_WIDTH = WIDTH - 120;
const QR = 110;

const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT, color: ink, backgroundColor: '#ffffff' },
  outer: {
    position: 'absolute',
    top: 20,
    left: 20,
    right: 20,
    bottom: 20,
    border: `3pt solid ${navy}`,
  },
  inner: {
    position: 'absolute',
    top: 30,
    left: 30,
    right: 30,
    bottom: 30,
    border: `1pt solid ${amber}`,
  },
  centre: { position: 'absolute', left: 60, right: 60, textAlign: 'center' },
  company: { top: 66, color: navy, fontSize: 16, fontWeight: 700 },
  title: { top: 112, color: navy, fontSize: 34, fontWeight: 700 },
  lead: { fontSize: 13, color: muted },
  bottom: { position: 'absolute', left: 70, right: 70, bottom: 80, height: 96 },
  facts: { fontSize: 11, marginBottom: 3 },
  accent: { backgroundColor: amber, height: 2, width: 160, marginBottom: 12 },
  qr: { position: 'absolute', right: 70, bottom: 92, width: QR, alignItems: 'center' },
});

/**
 * A branded certificate (A4 landscape) whose QR code opens its public verification page, in
 * the holder's language. The holder's name and the course shrink to their boxes, then are cut
 * (react-pdf's maxLines): text given by users never adds a line or a page.
 */
export async function certificatePdf(facts: CertificateFacts): Promise<Buffer> {
  const locale = facts.locale ?? 'en';
  const copy = COPY[locale];
  const company = documentCompany(locale);
  const rtl = locale === 'ar';
  const direction = rtl ? 'rtl' : 'ltr';
  const qr = await QRCode.toBuffer(facts.verifyUrl, { type: 'png', margin: 1, width: 240 });
  const holder = oneLine(facts.holder);
  const course = oneLine(facts.course);
  const centred = (top: number, style: Style, content: string, maxLines?: number) =>
    h(
      Text,
      {
        style: { ...styles.centre, ...style, top, direction, maxLines, textOverflow: 'ellipsis' },
      },
      content,
    );
  const fact = (content: string) =>
    h(Text, { style: [styles.facts, { direction, textAlign: rtl ? 'right' : 'left' }] }, content);
  const expiry = facts.expiresAt
    ? `${copy.validUntil}: ${longDate(facts.expiresAt, COMPANY.timeZone, locale)}`
    : copy.noExpiry;

  const document = h(
    Document,
    {
      title: `${copy.title} ${facts.code}`,
      subject: course,
      author: company.name,
      language: locale,
    },
    h(
      Page,
      { size: 'A4', orientation: 'landscape', style: styles.page },
      h(View, { style: styles.outer }),
      h(View, { style: styles.inner }),
      // Letter spacing would break the joins of Arabic letters: English only.
      centred(
        66,
        { ...styles.company, ...(rtl ? {} : { letterSpacing: 2 }) },
        rtl ? company.name : company.name.toUpperCase(),
        1,
      ),
      centred(112, styles.title, copy.title, 1),
      centred(180, styles.lead, copy.certifies, 1),
      centred(
        206,
        {
          fontSize: fitSize(holder, { width: TEXT_WIDTH, lines: 1 }, { size: 28, minSize: 14 }),
          fontWeight: 700,
        },
        holder,
        1,
      ),
      centred(252, styles.lead, copy.completed, 1),
      centred(
        278,
        {
          fontSize: fitSize(course, { width: TEXT_WIDTH, lines: 2 }, { size: 20, minSize: 11 }),
          fontWeight: 700,
          color: navy,
        },
        course,
        2,
      ),
      ...(facts.classification
        ? [
            centred(
              340,
              {
                fontSize: fitSize(
                  oneLine(facts.classification),
                  { width: TEXT_WIDTH, lines: 1 },
                  { size: 12, minSize: 9 },
                ),
                color: muted,
              },
              oneLine(facts.classification),
              1,
            ),
          ]
        : []),
      h(
        View,
        { style: [styles.bottom, rtl ? { paddingLeft: QR + 40 } : { paddingRight: QR + 40 }] },
        h(View, { style: [styles.accent, { alignSelf: rtl ? 'flex-end' : 'flex-start' }] }),
        fact(`${copy.issued}: ${longDate(facts.issuedAt, COMPANY.timeZone, locale)}`),
        fact(expiry),
        fact(`${copy.code}: ${facts.code}`),
        h(
          Text,
          {
            style: {
              fontSize: 8,
              color: muted,
              direction,
              textAlign: rtl ? 'right' : 'left',
              maxLines: 2,
              textOverflow: 'ellipsis',
            },
          },
          `${copy.verifyAt}: ${facts.verifyUrl}`,
        ),
      ),
      h(
        View,
        { style: [styles.qr, rtl ? { left: 70, right: undefined } : {}] },
        h(Image, { src: { data: qr, format: 'png' }, style: { width: QR, height: QR } }),
        h(
          Text,
          { style: { fontSize: 8, color: muted, direction, marginTop: 2, textAlign: 'center' } },
          copy.scan,
        ),
      ),
    ),
  );
  return renderPdf(document);
}
