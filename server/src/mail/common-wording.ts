import { mailWording } from './mail-wording.js';

/** The sentences every mail shares (one greeting, however many mails open with it). */
export const COMMON_WORDING = mailWording('mail', {
  en: { dear: 'Dear {name},' },
  ar: { dear: 'السيد/السيدة {name}، تحية طيبة،' },
});
