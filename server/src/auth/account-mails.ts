import { brandMail } from '../mail/brand-mail.js';
import { COMMON_WORDING } from '../mail/common-wording.js';
import { mailLocaleOf } from '../mail/mail-locale.js';
import { fill, mailWording } from '../mail/mail-wording.js';
import type { MailDraft } from '../mail/outbox.js';
import type { User } from '../model/user.entity.js';

/** The account mails' words in English; the Arabic below is typed from them (issue 28 item 4). */
const EN = {
  reset: {
    subject: 'Choose a new password for your Petrolink account',
    title: 'Choose a new password',
    body: 'Somebody, probably you, asked to choose a new password for the account of this address. The link below works once, for one hour.',
    action: 'Choose a new password',
    signedOut: 'Choosing a new password signs you out on every device.',
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  verify: {
    subject: 'Confirm your email address',
    title: 'Confirm your email address',
    body: 'Please confirm that this address is yours: booking a course needs a confirmed address, so that your booking confirmation and certificate reach you. The link works once, for 24 hours.',
    action: 'Confirm my address',
    ignore: 'If you did not create an account, ignore this mail.',
  },
};

const AR: typeof EN = {
  reset: {
    subject: 'اختيار كلمة مرور جديدة لحسابك لدى بترولينك',
    title: 'اختيار كلمة مرور جديدة',
    body: 'تلقّينا طلبًا، ربما منك، لاختيار كلمة مرور جديدة للحساب المسجّل بهذا العنوان. يمكن استخدام الرابط التالي مرة واحدة خلال ساعة من إرسال هذه الرسالة.',
    action: 'اختيار كلمة مرور جديدة',
    signedOut: 'عند اختيار كلمة مرور جديدة يُسجَّل خروجك من جميع الأجهزة.',
    ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة المرور الحالية كما هي.',
  },
  verify: {
    subject: 'تأكيد عنوان بريدك الإلكتروني',
    title: 'تأكيد عنوان بريدك الإلكتروني',
    body: 'نرجو تأكيد أن هذا العنوان يخصك، إذ يتطلب حجز الدورات عنوانًا مؤكدًا حتى يصلك تأكيد الحجز والشهادة. يمكن استخدام الرابط مرة واحدة خلال 24 ساعة.',
    action: 'تأكيد عنواني',
    ignore: 'إن لم تُنشئ حسابًا لدينا فتجاهل هذه الرسالة.',
  },
};

/** The account mails' sentences, `account.*` (staff may reword them: resources/mail-wordings.ts). */
export const ACCOUNT_WORDING = mailWording('account', { en: EN, ar: AR });

/** The "choose a new password" mail (link valid one hour), in the account's language. */
export function resetMail(user: User, url: string): MailDraft {
  const locale = mailLocaleOf(user);
  return (overrides) => {
    const { reset } = ACCOUNT_WORDING.in(locale, overrides);
    const { dear } = COMMON_WORDING.in(locale, overrides);
    return {
      kind: 'password-reset',
      to: [user.email],
      subject: reset.subject,
      ...brandMail(
        {
          title: reset.title,
          paragraphs: [fill(dear, { name: user.name }), reset.body],
          action: { label: reset.action, url },
          after: [reset.signedOut, reset.ignore],
        },
        locale,
      ),
    };
  };
}

/** The "confirm your address" mail (link valid 24 hours), in the account's language. */
export function verifyMail(user: User, url: string): MailDraft {
  const locale = mailLocaleOf(user);
  return (overrides) => {
    const { verify } = ACCOUNT_WORDING.in(locale, overrides);
    const { dear } = COMMON_WORDING.in(locale, overrides);
    return {
      kind: 'email-verification',
      to: [user.email],
      subject: verify.subject,
      ...brandMail(
        {
          title: verify.title,
          paragraphs: [fill(dear, { name: user.name }), verify.body],
          action: { label: verify.action, url },
          after: [verify.ignore],
        },
        locale,
      ),
    };
  };
}
