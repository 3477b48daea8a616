import { describe, expect, it } from '@jest/globals';
import { placeholdersOf } from '../mail/mail-wording.js';
import { MAIL_SENTENCES } from './mail-wordings.js';

describe("the mails' sentences (defaults)", () => {
  it('are all here under stable keys, from every mail a reader gets', () => {
    const keys = [...MAIL_SENTENCES.keys()];
    expect(keys).toEqual(
      expect.arrayContaining([
        'mail.dear',
        'account.reset.subject',
        'account.reset.body',
        'booking.cancelled.subject',
        'session.reminder.subject',
        'certificate.expiry.subject',
        'application.received.subject',
        'contact.reply.subject',
      ]),
    );
    for (const key of keys) expect(key).toMatch(/^[a-z]+(\.[A-Za-z_]+)+$/);
    // The column holds 100 characters (migration 1795800571000).
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThanOrEqual(100);
  });

  it('use the same placeholders in Arabic as in English', () => {
    const differing = [...MAIL_SENTENCES.values()]
      .filter(({ ar }) => ar !== null)
      .filter(
        ({ en, ar }) => placeholdersOf(en).sort().join() !== placeholdersOf(ar!).sort().join(),
      )
      .map(({ key }) => key);
    expect(differing).toEqual([]);
  });
});
