import { bilingual } from '@/i18n/content';

/** The carousel's controls (components/carousel); Arabic in content/ar/carousel-words.ts. */
const english = {
  slideOf: '{index} of {count}: {name}',
  previous: 'Previous slide',
  slides: 'Slides',
  goTo: 'Go to slide {index}',
  next: 'Next slide',
  pause: 'Pause autoplay',
};

export type CarouselWords = typeof english;

export const carouselWords = bilingual(english, () => import('@/content/ar/carousel-words'));
