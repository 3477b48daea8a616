import type { VerifyBannerWordsEnglish } from '@/content/verify-banner-words';
import type { ArabicWords } from '@/i18n/dictionary';

/** شريط تأكيد البريد الإلكتروني (content/verify-banner-words.ts). */
const words: ArabicWords<VerifyBannerWordsEnglish> = {
  label: 'تأكيد البريد الإلكتروني',
  text: 'يُرجى تأكيد بريدك الإلكتروني بفتح الرابط الذي أرسلناه إلى {email} (يلزم ذلك لحجز الدورات).',
  again: 'أرسل الرابط مجددًا',
  sent: 'أرسلنا إليك رابطًا جديدًا.',
};

export default words;
