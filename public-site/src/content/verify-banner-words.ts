import { bilingual } from '@/i18n/content';
import type { Words } from '@/i18n/dictionary';

/**
 * The banner over every page while the signed-in user's address is unverified
 * (features/auth/components/verify-banner). Not in the dictionary: the banner is a chunk of its
 * own that only such a visitor loads (app/layout/main-layout.tsx). Arabic in
 * content/ar/verify-banner-words.ts.
 */
const english = {
  label: 'Email verification',
  text: 'Please verify your email: open the link we mailed to {email} (booking a course needs it).',
  again: 'Send again',
  sent: 'We have mailed you a new link.',
};

export type VerifyBannerWordsEnglish = typeof english;

export const verifyBannerWords = bilingual<Words<VerifyBannerWordsEnglish>>(
  english,
  () => import('@/content/ar/verify-banner-words'),
);
