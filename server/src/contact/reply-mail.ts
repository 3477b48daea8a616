import { COMPANY } from '../config/company.js';
import { brandMail } from '../mail/brand-mail.js';
import { COMMON_WORDING } from '../mail/common-wording.js';
import { fill, mailWording } from '../mail/mail-wording.js';
import type { MailDraft } from '../mail/outbox.js';
import type { ContactMessage } from '../model/contact-message.entity.js';
import type { User } from '../model/user.entity.js';

/**
 * Staff's answer to a website enquiry, `contact.*`: in English only, since an enquiry carries
 * no language of its writer (staff may reword it: resources/mail-wordings.ts).
 */
export const CONTACT_WORDING = mailWording('contact', {
  en: {
    reply: {
      subject: 'Re: your enquiry to {company}',
      title: 'Our reply to your enquiry',
      closing: 'Kind regards,',
      signature: '{sender}, {company}',
      /** The sender when the staff member's account is gone. */
      team: 'The {company} team',
      youWrote: 'You wrote to us on {date}: “{message}”',
      answer: 'You can answer this mail directly.',
    },
  },
});

const DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY.timeZone,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The reply mailed to the enquirer: staff's text in paragraphs, their enquiry quoted under it. */
export function replyMail(row: ContactMessage, text: string, staff: User | null): MailDraft {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
  return (overrides) => {
    const t = CONTACT_WORDING.in('en', overrides).reply;
    const { dear } = COMMON_WORDING.in('en', overrides);
    const company = COMPANY.name;
    const sender = staff?.name ?? fill(t.team, { company });
    return {
      kind: 'contact-reply',
      to: [row.email],
      replyTo: staff?.email ?? COMPANY.email,
      subject: fill(t.subject, { company }),
      ...brandMail({
        title: t.title,
        paragraphs: [fill(dear, { name: row.name }), ...paragraphs],
        after: [
          t.closing,
          fill(t.signature, { sender, company }),
          ...(row.message
            ? [
                fill(t.youWrote, {
                  date: DAY.format(new Date(row.created_at)),
                  message: row.message,
                }),
              ]
            : []),
          t.answer,
        ],
      }),
    };
  };
}
