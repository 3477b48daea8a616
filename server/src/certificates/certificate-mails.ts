import { brandMail } from '../mail/brand-mail.js';
import { COMMON_WORDING } from '../mail/common-wording.js';
import { courseNameIn, mailLocaleOf, plainDate } from '../mail/mail-locale.js';
import { fill, mailWording } from '../mail/mail-wording.js';
import type { MailDraft } from '../mail/outbox.js';
import type { Certificate } from '../model/certificate.entity.js';
import { verifyPageUrl } from './certificate-status.js';

/** The certificate mail's words in English; the Arabic is typed from them (issue 28 item 4). */
const EN = {
  expiry: {
    subject: 'Your {course} certificate expires on {date}',
    title: 'Your certificate expires soon',
    body: 'your certificate for {course} is valid until {date}. To stay certified, book a refresher before then.',
    course: 'Course',
    validUntil: 'Valid until',
    code: 'Verification code',
    action: 'See the course',
    check: 'Employers can check the certificate at {url}.',
  },
};

const AR: typeof EN = {
  expiry: {
    subject: 'تنتهي صلاحية شهادتك في دورة «{course}» بتاريخ {date}',
    title: 'تقترب صلاحية شهادتك من الانتهاء',
    body: 'شهادتك في دورة «{course}» سارية حتى {date}. وللحفاظ على اعتمادك، ننصحك بحجز دورة تنشيطية قبل هذا التاريخ.',
    course: 'الدورة',
    validUntil: 'سارية حتى',
    code: 'رمز التحقق',
    action: 'عرض الدورة',
    check: 'يمكن لجهات العمل التحقق من الشهادة عبر الرابط: {url}',
  },
};

/** The certificate mail's sentences, `certificate.*` (resources/mail-wordings.ts). */
export const CERTIFICATE_WORDING = mailWording('certificate', { en: EN, ar: AR });

/**
 * The reminder a holder gets 30 days before the certificate expires, in the holder's account
 * language. `row` comes with its user and course.
 */
export function certificateExpiryMail(row: Certificate, publicUrl: string): MailDraft {
  const locale = mailLocaleOf(row.user);
  const expires = plainDate(row.expires_at!, locale);
  const course = courseNameIn(row.course, locale);
  return (overrides) => {
    const t = CERTIFICATE_WORDING.in(locale, overrides).expiry;
    const { dear } = COMMON_WORDING.in(locale, overrides);
    return {
      kind: 'certificate-expiry',
      to: [row.user.email],
      subject: fill(t.subject, { course, date: expires }),
      ...brandMail(
        {
          title: t.title,
          paragraphs: [
            fill(dear, { name: row.user.name }),
            fill(t.body, { course, date: expires }),
          ],
          facts: [
            [t.course, course],
            [t.validUntil, expires],
            [t.code, row.verification_code],
          ],
          action: { label: t.action, url: `${publicUrl}/courses/${row.course_id}` },
          after: [fill(t.check, { url: verifyPageUrl(publicUrl, row.verification_code) })],
        },
        locale,
      ),
    };
  };
}
