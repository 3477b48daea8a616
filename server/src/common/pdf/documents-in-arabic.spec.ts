import { receiptPdf } from '../../booking/receipts/receipt-pdf.js';
import { certificatePdf, type CertificateFacts } from '../../certificates/certificate-pdf.js';
import type { Receipt } from '../../model/receipt.entity.js';
import { pdfLines } from '../../../test/support/pdf-lines.js';
import { pdfText } from '../../../test/support/pdf-text.js';

const HOLDER = 'مريم عبد الرحمن';
const ARABIC_COURSE = 'السلامة في مواقع الحفر';
const MIXED_COURSE = 'إدارة مشاريع Oil & Gas';

const receipt = (overrides: Partial<Receipt>): Receipt =>
  ({
    id: 1,
    number: 'PL-2026-000123',
    payment_order_id: 1,
    provider_transaction_id: '41872233',
    buyer_name: HOLDER,
    buyer_email: 'mariam@example.eg',
    company_name: 'شركة الصحراء للحفر',
    tax_registration_number: '123-456-789',
    course_name: MIXED_COURSE,
    session_label: null,
    amount_cents: 1850000,
    currency: 'EGP',
    issued_at: new Date('2026-03-15T22:30:00Z'),
    locale: 'ar',
    pdf_key: null,
    ...overrides,
  }) as Receipt;

const certificate = (overrides: Partial<CertificateFacts>): CertificateFacts => ({
  holder: HOLDER,
  course: ARABIC_COURSE,
  classification: 'HSE',
  issuedAt: new Date('2027-02-10T08:00:00Z'),
  expiresAt: new Date('2029-02-10T08:00:00Z'),
  code: 'ABCD-EFGH-JKLM',
  verifyUrl: 'https://petrolink.example/certificates/verify/ABCD-EFGH-JKLM',
  locale: 'ar',
  ...overrides,
});

// Issue 28 item 4: Arabic documents shaped and in logical order, mixed lines included.
describe('receipts and certificates in Arabic', () => {
  it('an Arabic receipt reads in order: name, mixed course, number and date lines', async () => {
    const pdf = await receiptPdf(receipt({}), 'PLK-20260315-AB12');
    const { pages, lines, placed } = await pdfLines(pdf);
    expect(pages).toBe(1);
    for (const line of [
      'بترولينك لخدمات الطاقة',
      'إيصال سداد',
      'رقم الإيصال: PL-2026-000123',
      // 00:30 on 16 March in Cairo: the Cairo date.
      'التاريخ: 16 مارس 2026',
      'استلمنا من',
      HOLDER,
      'شركة الصحراء للحفر',
      'رقم التسجيل الضريبي: 123-456-789',
      MIXED_COURSE,
      'سُدِّد المبلغ ببطاقة دفع عبر Paymob.',
      'رقم معاملة Paymob: 41872233',
      'الرقم المرجعي للطلب: PLK-20260315-AB12',
    ]) {
      expect(lines).toContain(line);
    }
    // Right to left: the label stands right of the number, the Latin course words left of the Arabic.
    const numberLine = placed[lines.indexOf('رقم الإيصال: PL-2026-000123')];
    expect(numberLine[0].text).toBe('PL-2026-000123');
    expect(numberLine.at(-1)!.text).toBe('رقم الإيصال:');
    const amount = lines.find((line) => line.startsWith('المبلغ المدفوع'));
    expect(amount).toMatch(/18,500\.00/);
    expect(lines.join('\n')).not.toMatch(/Receipt|Amount paid|RECEIVED/);
    // A reader's copy of the text has the words whole (ligatures such as لا and في included).
    const copied = await pdfText(pdf);
    for (const words of [HOLDER, 'بترولينك لخدمات الطاقة', 'إدارة مشاريع', 'التسجيل الضريبي']) {
      expect(copied).toContain(words);
    }
  });

  it('an Arabic certificate names the holder and the course in order on one page', async () => {
    for (const course of [ARABIC_COURSE, MIXED_COURSE]) {
      const { pages, lines } = await pdfLines(await certificatePdf(certificate({ course })));
      expect(pages).toBe(1);
      // pdf.js reads a gap before a bold ر ("م ريم", "مشا ريع" at 20–28 pt; the page shows the
      // words whole): lines are compared without spaces, which still fixes every letter's order.
      const compact = (line: string) => line.replace(/ /g, '');
      const at = (line: string) => lines.findIndex((each) => compact(each) === compact(line));
      for (const line of ['شهادة إتمام', 'تُمنح هذه الشهادة إلى', HOLDER, course]) {
        expect(at(line)).toBeGreaterThanOrEqual(0);
      }
      expect(at(HOLDER)).toBeLessThan(at(course));
      expect(lines[at(course)]).toMatch(course.includes('Oil') ? /Oil & Gas$/ : /الحفر$/);
      expect(lines).toContain('صالحة حتى: 10 فبراير 2029');
      expect(lines).toContain('رمز التحقق: ABCD-EFGH-JKLM');
    }
  });

  it('an English receipt stays English, left to right', async () => {
    const pdf = await receiptPdf(
      receipt({ locale: 'en', buyer_name: 'Mariam Abdel Rahman', course_name: 'Well Control' }),
      null,
    );
    const { lines, placed } = await pdfLines(pdf);
    for (const line of [
      'Petrolink Energy Services',
      'Receipt number: PL-2026-000123',
      'Date: 16 March 2026',
      'Mariam Abdel Rahman',
      'Well Control',
      'Paymob transaction: 41872233',
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines.find((line) => line.startsWith('Amount paid'))).toMatch(/EGP\s18,500\.00/);
    // The Arabic company name the buyer typed still reads in order inside the English receipt.
    expect(lines).toContain('شركة الصحراء للحفر');
    expect(placed[lines.indexOf('Receipt number: PL-2026-000123')][0].x).toBeLessThan(100);
  });

  it('a word too long for a line wraps on the page instead of running off it', async () => {
    const email = `mariam.abdelrahman.${'a'.repeat(100)}@example.com`;
    const pdf = await receiptPdf(
      receipt({ buyer_name: 'N'.repeat(191), buyer_email: email }),
      null,
    );
    const { pages, lines, placed } = await pdfLines(pdf);
    expect(pages).toBe(1);
    const start = lines.findIndex((line) => line.startsWith('mariam.abdelrahman.'));
    expect(lines[start + 1]).toMatch(/^a+@example\.com$/);
    // Every piece starts within the page's margins (A4: 595 pt wide, 50 pt margins).
    for (const piece of placed.flat()) expect(piece.x).toBeGreaterThanOrEqual(49);
  });
});
