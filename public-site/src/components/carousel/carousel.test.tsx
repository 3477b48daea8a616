import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { KeenSliderOptions } from 'keen-slider/react';

// The options the carousel hands keen-slider, render by render.
const optionsSeen: KeenSliderOptions[] = [];
jest.unstable_mockModule('keen-slider/react', () => ({
  useKeenSlider: (options: KeenSliderOptions) => {
    optionsSeen.push(options);
    return [() => undefined, { current: null }];
  },
}));
const { Carousel } = await import('@/components/carousel/carousel');

function renderCarousel() {
  return render(
    <Carousel
      label="Projects"
      slides={[
        { key: 'a', name: 'First', content: <p>First</p> },
        { key: 'b', name: 'Second', content: <p>Second</p> },
      ]}
      autoplayMs={5000}
      spacing={16}
      height={300}
      perView={{ base: 1, medium: 2, large: 3 }}
      breakpoints={{ medium: 768, large: 968 }}
    />,
  );
}

describe('Carousel direction', () => {
  afterEach(() => {
    optionsSeen.length = 0;
    document.documentElement.removeAttribute('dir');
  });

  it('runs keen-slider right to left on a dir="rtl" page, on a left-to-right track', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    renderCarousel();

    expect(optionsSeen.at(-1)?.rtl).toBe(true);
    const track = screen.getByRole('region', { name: 'Projects' }).querySelector('.keen-slider');
    expect(track?.getAttribute('dir')).toBe('ltr');
    for (const slide of screen.getAllByRole('group')) expect(slide.getAttribute('dir')).toBe('rtl');
  });

  it('stays left to right on an English page, with no dir of its own', () => {
    document.documentElement.setAttribute('dir', 'ltr');
    renderCarousel();

    expect(optionsSeen.at(-1)?.rtl).toBe(false);
    const track = screen.getByRole('region', { name: 'Projects' }).querySelector('.keen-slider');
    expect(track?.hasAttribute('dir')).toBe(false);
    for (const slide of screen.getAllByRole('group')) expect(slide.hasAttribute('dir')).toBe(false);
  });
});
