import { describe, expect, it } from '@jest/globals';
import {
  bookingCancelledMail,
  extraPaymentMail,
  refundSentMail,
} from '../booking/booking-mails.js';
import { certificateExpiryMail } from '../certificates/certificate-mails.js';
import type { Certificate } from '../model/certificate.entity.js';
import type { Course } from '../model/course.entity.js';
import type { CourseSession } from '../model/course-session.entity.js';
import {
  bookingMovedMail,
  reminderMail,
  sessionCancelledMail,
  waitlistOfferMail,
} from '../sessions/session-mails.js';
import { egpAmount, mailLocaleOf } from './mail-locale.js';
import { NO_OVERRIDES } from './mail-wording.js';
import type { MailDraft, OutgoingMail } from './outbox.js';

const URL = 'https://petrolink.example';
const course = {
  id: 3,
  name: 'ESP Design',
  name_ar: 'تصميم مضخات الغاطس الكهربائية',
  classification: 'PE-101',
  discipline: 'Production',
  instructor: 'Eng. Test',
  time: '3 days',
  location: 'New Cairo',
} as unknown as Course;
// 1 July 2027, 06:00–13:00 UTC: 09:00–16:00 in Cairo (summer time, UTC+3).
const session = {
  id: 5,
  starts_at: new Date('2027-07-01T06:00:00Z'),
  ends_at: new Date('2027-07-01T13:00:00Z'),
  location: 'New Cairo',
  language: 'Arabic',
} as CourseSession;
const other = {
  ...session,
  id: 6,
  starts_at: new Date('2027-06-01T06:00:00Z'),
  ends_at: new Date('2027-06-01T13:00:00Z'),
};
const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/;

function mails(to: { name: string; email: string; locale: string }): Record<string, OutgoingMail> {
  const certificate = {
    user: to,
    course,
    course_id: course.id,
    expires_at: new Date('2027-07-01T10:00:00Z'),
    verification_code: 'PL-ABCD-2345',
  } as unknown as Certificate;
  const drafts: Record<string, MailDraft> = {
    reminder: reminderMail(to, course, session, URL),
    offer: waitlistOfferMail(to, course, session, new Date('2027-06-20T09:30:00Z'), URL),
    moved: bookingMovedMail(to, course, other, session, URL, 9),
    sessionCancelled: sessionCancelledMail(to, course, session, false, URL),
    cancelled: bookingCancelledMail(to, course, session, 'staff', 'Low numbers', 'due', URL),
    refund: refundSentMail(
      to,
      course,
      session,
      750_000,
      { refunded: 750_000, paid: 1_500_000 },
      'PL-1',
      URL,
    ),
    extra: extraPaymentMail(to, course, null, 1_500_000, 'PL-1', 'booked', URL),
    certificate: certificateExpiryMail(certificate, URL),
  };
  // Written with the code's wording (no staff changes).
  return Object.fromEntries(
    Object.entries(drafts).map(([name, draft]) => [name, draft(NO_OVERRIDES)]),
  );
}

/** Issue 28 item 4: every account mail in the reader's language. */
describe('mails in the account language', () => {
  it('an Arabic reader: right to left, Arabic words, Cairo time with Latin digits', () => {
    const arabic = mails({ name: 'منى عادل', email: 'm@example.com', locale: 'ar' });
    for (const [name, mail] of Object.entries(arabic)) {
      expect([name, mail.html]).toEqual([
        name,
        expect.stringContaining('<html lang="ar" dir="rtl">'),
      ]);
      expect([name, mail.subject]).toEqual([name, expect.stringMatching(/[\u0600-\u06FF]/)]);
      expect([name, `${mail.subject}${mail.html}${mail.text}`]).toEqual([
        name,
        expect.not.stringMatching(ARABIC_INDIC),
      ]);
      expect(mail.text).toContain('السيد/السيدة منى عادل');
    }
    expect(arabic.reminder.subject).toBe(
      'تذكير: تبدأ دورة «تصميم مضخات الغاطس الكهربائية» يوم الخميس، 1 يوليو 2027، الساعة 09:00 بتوقيت القاهرة',
    );
    expect(arabic.reminder.text).toContain('المواعيد: من 09:00 إلى 16:00 بتوقيت القاهرة');
    expect(arabic.reminder.text).toContain('لغة التدريس: العربية');
    expect(arabic.offer.text).toContain('حتى الأحد، 20 يونيو 2027، الساعة 12:30 بتوقيت القاهرة');
    expect(arabic.moved.text).toContain(
      'ويحلّ محلّ الموعد السابق: الثلاثاء، 1 يونيو 2027، من 09:00 إلى 16:00 بتوقيت القاهرة.',
    );
    expect(arabic.refund.text).toContain(
      'إجمالي المبلغ المردود: 7,500.00 ج.م من أصل 15,000.00 ج.م',
    );
    expect(arabic.cancelled.text).toContain('سبب الإلغاء: Low numbers');
    expect(arabic.certificate.subject).toBe(
      'تنتهي صلاحية شهادتك في دورة «تصميم مضخات الغاطس الكهربائية» بتاريخ 1 يوليو 2027',
    );
  });

  it('an English reader (or one without a language) reads the mails as before', () => {
    for (const locale of ['en', '', 'fr']) {
      const english = mails({ name: 'Mona Adel', email: 'm@example.com', locale });
      for (const mail of Object.values(english)) {
        expect(mail.html).toContain('<!doctype html><html><head>');
        expect(mail.html).not.toContain('rtl');
      }
      expect(english.reminder.subject).toBe(
        'Reminder: ESP Design starts Thu, 1 Jul 2027, 09:00 (Cairo)',
      );
      expect(english.refund.text).toContain('Refunded in all: EGP 7,500.00 of EGP 15,000.00');
      expect(english.certificate.subject).toBe(
        'Your ESP Design certificate expires on 1 July 2027',
      );
    }
  });

  it('decides the language from the account, English for anything else', () => {
    expect(mailLocaleOf({ locale: 'ar' })).toBe('ar');
    expect(mailLocaleOf({ locale: 'en' })).toBe('en');
    expect(mailLocaleOf({})).toBe('en');
    expect(mailLocaleOf(null)).toBe('en');
    expect(egpAmount(1_350_000, 'ar')).toBe('13,500.00 ج.م');
    expect(egpAmount(1_350_000, 'en')).toBe('EGP 13,500.00');
  });
});
