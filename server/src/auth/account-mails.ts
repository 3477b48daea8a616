import { brandMail } from '../mail/brand-mail.js';
import type { OutgoingMail } from '../mail/outbox.js';
import type { User } from '../model/user.entity.js';

/** The "choose a new password" mail (link valid one hour). */
export function resetMail(user: User, url: string): OutgoingMail {
  return {
    kind: 'password-reset',
    to: [user.email],
    subject: 'Choose a new password for your Petrolink account',
    ...brandMail({
      title: 'Choose a new password',
      paragraphs: [
        `Dear ${user.name},`,
        'Somebody, probably you, asked to choose a new password for the account of this address. The link below works once, for one hour.',
      ],
      action: { label: 'Choose a new password', url },
      after: [
        'Choosing a new password signs you out on every device.',
        'If you did not ask for this, ignore this mail: your password stays as it is.',
      ],
    }),
  };
}

/** The "confirm your address" mail (link valid 24 hours). */
export function verifyMail(user: User, url: string): OutgoingMail {
  return {
    kind: 'email-verification',
    to: [user.email],
    subject: 'Confirm your email address',
    ...brandMail({
      title: 'Confirm your email address',
      paragraphs: [
        `Dear ${user.name},`,
        'Please confirm that this address is yours: booking a course needs a confirmed address, so that your booking confirmation and certificate reach you. The link works once, for 24 hours.',
      ],
      action: { label: 'Confirm my address', url },
      after: ['If you did not create an account, ignore this mail.'],
    }),
  };
}
