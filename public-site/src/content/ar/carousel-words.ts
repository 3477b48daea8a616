import type { CarouselWords } from '@/content/carousel-words';

/** أزرار العرض المتتابع (content/carousel-words.ts). */
const words: CarouselWords = {
  slideOf: '{index} من {count}: {name}',
  previous: 'الشريحة السابقة',
  slides: 'الشرائح',
  goTo: 'انتقل إلى الشريحة {index}',
  next: 'الشريحة التالية',
  pause: 'إيقاف العرض التلقائي مؤقتًا',
};

export default words;
