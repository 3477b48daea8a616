import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { type ComponentProps, createElement as h } from 'react';
import { documentCompany } from '../../common/pdf/document-company.js';
import { asLocale, type Locale } from '../../common/locale.js';
import { localMoney, longDate, PDF_FONT, renderPdf } from '../../common/pdf/render-pdf.js';
import { COMPANY } from '../../config/company.js';
import type { Receipt } from '../../model/receipt.entity.js';

/** One react-pdf style object (a <Text>'s style also takes lists of them). */
type Style = Exclude<NonNullable<ComponentProps<typeof Text>['style']>, unknown[]>;

/** The receipt's words in each language (Arabic: Modern Standard, the company's voice). */
const COPY = {
  en: {
    title: 'Receipt',
    number: 'Receipt number',
    date: 'Date',
    from: 'RECEIVED FROM',
    onBehalf: 'ON BEHALF OF',
    tax: 'Tax registration number',
    for: 'FOR',
    session: 'Session',
    amount: 'Amount paid',
    paidBy: 'Paid by card through Paymob.',
    transaction: 'Paymob transaction',
    order: 'Order reference',
  },
  ar: {
    title: 'إيصال سداد',
    number: 'رقم الإيصال',
    date: 'التاريخ',
    from: 'استلمنا من',
    onBehalf: 'نيابةً عن',
    tax: 'رقم التسجيل الضريبي',
    for: 'وذلك مقابل',
    session: 'الموعد',
    amount: 'المبلغ المدفوع',
    paidBy: 'سُدِّد المبلغ ببطاقة دفع عبر Paymob.',
    transaction: 'رقم معاملة Paymob',
    order: 'الرقم المرجعي للطلب',
  },
} satisfies Record<Locale, Record<string, string>>;

const { navy, amber, ink, muted } = COMPANY.colors;

const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT, fontSize: 11, color: ink, paddingBottom: 90 },
  band: { backgroundColor: navy, height: 110, paddingHorizontal: 50, paddingTop: 30 },
  company: { color: '#ffffff', fontSize: 22, fontWeight: 700 },
  contact: { color: '#dbe4ee', fontSize: 9, marginTop: 2 },
  accent: { backgroundColor: amber, height: 4, width: 60, marginHorizontal: 50 },
  body: { paddingHorizontal: 50, paddingTop: 26 },
  title: { color: navy, fontSize: 20, fontWeight: 700, marginBottom: 8 },
  line: { marginBottom: 2 },
  label: { color: muted, fontSize: 9, fontWeight: 700, marginTop: 16, marginBottom: 2 },
  amount: {
    backgroundColor: '#f1f5f9',
    marginTop: 22,
    paddingHorizontal: 14,
    paddingVertical: 13,
    justifyContent: 'space-between',
    fontSize: 13,
    fontWeight: 700,
  },
  paid: { marginTop: 16, fontSize: 10 },
  footer: {
    position: 'absolute',
    left: 50,
    right: 50,
    bottom: 60,
    fontSize: 8,
    color: muted,
    textAlign: 'center',
  },
});

/**
 * The receipt's PDF in the language stored on it: company, number and date, buyer (and the
 * company they bought for), what was bought and the amount paid. Arabic is right to left: text
 * right-aligned, the amount's label on the right; react-pdf orders mixed lines ("رقم الإيصال:
 * PL-2026-000123", a Latin course name in Arabic text) by the Unicode bidi algorithm.
 */
export function receiptPdf(receipt: Receipt, orderReference: string | null): Promise<Buffer> {
  const locale = asLocale(receipt.locale);
  const copy = COPY[locale];
  const company = documentCompany(locale);
  const rtl = locale === 'ar';
  const text = { direction: rtl ? 'rtl' : 'ltr', textAlign: rtl ? 'right' : 'left' } as const;
  const line = (content: string, style: Style = styles.line) =>
    h(Text, { style: { ...style, ...text } }, content);
  const section = (label: string, lines: string[]) => [
    line(label, styles.label),
    ...lines.map((each) => line(each)),
  ];

  const onBehalf: string[] = [];
  // Issue 26 item 17: a company buyer's accounts need its name and tax number on the receipt.
  if (receipt.company_name) {
    onBehalf.push(receipt.company_name);
    if (receipt.tax_registration_number) {
      onBehalf.push(`${copy.tax}: ${receipt.tax_registration_number}`);
    }
  }
  const item = [receipt.course_name];
  if (receipt.session_label) item.push(`${copy.session}: ${receipt.session_label}`);

  const document = h(
    Document,
    {
      title: `${copy.title} ${receipt.number}`,
      subject: `${copy.title} ${receipt.number}`,
      author: company.name,
      language: locale,
    },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(
        View,
        { style: styles.band },
        line(company.name, styles.company),
        line(company.addressLines.join(' · '), styles.contact),
        // Phone and email are Latin: laid out left to right even on an Arabic receipt (in a
        // right-to-left line the groups of "+20 2 2810 0000" would be shown in reverse order).
        h(
          Text,
          { style: { ...styles.contact, direction: 'ltr', textAlign: text.textAlign } },
          `${COMPANY.phone} · ${COMPANY.email}`,
        ),
      ),
      h(View, { style: [styles.accent, { alignSelf: rtl ? 'flex-end' : 'flex-start' }] }),
      h(
        View,
        { style: styles.body },
        line(copy.title, styles.title),
        line(`${copy.number}: ${receipt.number}`),
        line(`${copy.date}: ${longDate(receipt.issued_at, COMPANY.timeZone, locale)}`),
        ...section(copy.from, [receipt.buyer_name, receipt.buyer_email]),
        ...(onBehalf.length ? section(copy.onBehalf, onBehalf) : []),
        ...section(copy.for, item),
        h(
          View,
          { style: [styles.amount, { flexDirection: rtl ? 'row-reverse' : 'row' }] },
          h(Text, { style: text }, copy.amount),
          h(Text, { style: text }, localMoney(receipt.amount_cents, receipt.currency, locale)),
        ),
        line(copy.paidBy, { ...styles.line, ...styles.paid }),
        line(`${copy.transaction}: ${receipt.provider_transaction_id}`),
        ...(orderReference ? [line(`${copy.order}: ${orderReference}`)] : []),
      ),
      h(
        Text,
        { style: [styles.footer, { direction: text.direction }], fixed: true },
        company.registration,
      ),
    ),
  );
  return renderPdf(document);
}
