import { brandMail } from '../mail/brand-mail.js';
import { courseNameIn, type MailTexts, mailLocaleOf, plainDate } from '../mail/mail-locale.js';
import type { OutgoingMail } from '../mail/outbox.js';
import type { Certificate } from '../model/certificate.entity.js';
import { verifyPageUrl } from './certificate-status.js';

/** The certificate mail's words in English; the Arabic is typed from them (issue 28 item 4). */
const EN = {
  subject: (course: string, date: string) => `Your ${course} certificate expires on ${date}`,
  title: 'Your certificate expires soon',
  dear: (name: string) => `Dear ${name},`,
  body: (course: string, date: string) =>
    `your certificate for ${course} is valid until ${date}. To stay certified, book a refresher before then.`,
  course: 'Course',
  validUntil: 'Valid until',
  code: 'Verification code',
  action: 'See the course',
  check: (url: string) => `Employers can check the certificate at ${url}.`,
};

const AR: typeof EN = {
  subject: (course, date) => `تنتهي صلاحية شهادتك في دورة «${course}» بتاريخ ${date}`,
  title: 'تقترب صلاحية شهادتك من الانتهاء',
  dear: (name) => `السيد/السيدة ${name}، تحية طيبة،`,
  body: (course, date) =>
    `شهادتك في دورة «${course}» سارية حتى ${date}. وللحفاظ على اعتمادك، ننصحك بحجز دورة تنشيطية قبل هذا التاريخ.`,
  course: 'الدورة',
  validUntil: 'سارية حتى',
  code: 'رمز التحقق',
  action: 'عرض الدورة',
  check: (url) => `يمكن لجهات العمل التحقق من الشهادة عبر الرابط: ${url}`,
};

const TEXTS: MailTexts<typeof EN> = { en: EN, ar: AR };

/**
 * The reminder a holder gets 30 days before the certificate expires, in the holder's account
 * language. `row` comes with its user and course.
 */
export function certificateExpiryMail(row: Certificate, publicUrl: string): OutgoingMail {
  const locale = mailLocaleOf(row.user);
  const t = TEXTS[locale];
  const expires = plainDate(row.expires_at!, locale);
  const course = courseNameIn(row.course, locale);
  return {
    kind: 'certificate-expiry',
    to: [row.user.email],
    subject: t.subject(course, expires),
    ...brandMail(
      {
        title: t.title,
        paragraphs: [t.dear(row.user.name), t.body(course, expires)],
        facts: [
          [t.course, course],
          [t.validUntil, expires],
          [t.code, row.verification_code],
        ],
        action: { label: t.action, url: `${publicUrl}/courses/${row.course_id}` },
        after: [t.check(verifyPageUrl(publicUrl, row.verification_code))],
      },
      locale,
    ),
  };
}
