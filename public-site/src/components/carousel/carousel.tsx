import 'keen-slider/keen-slider.min.css';
import { useKeenSlider } from 'keen-slider/react';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useAutoplay } from '@/components/carousel/use-autoplay';
import { useRightToLeft } from '@/components/carousel/use-right-to-left';
import { carouselWords } from '@/content/carousel-words';
import { useContent } from '@/i18n/content';
import { fill } from '@/i18n/text';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import styles from '@/components/carousel/carousel.module.css';

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** One entry per slide; each needs a short name for screen readers. */
  slides: { key: string; name: string; content: ReactNode }[];
  autoplayMs: number;
  spacing: number;
  /** Slide height in px. */
  height: number;
  /** Slides per view below `breakpoints.medium`, from it, and from `breakpoints.large`. */
  perView: { base: number; medium: number; large: number };
  breakpoints: { medium: number; large: number };
}

const RING_RADIUS = 20;
const RING_CIRCUMFERENCE = 2 * Math.PI * RING_RADIUS;

/** "Previous" points back along the line of text, "next" forward: both turn round in RTL. */
function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      className={styles.chevron}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * keen-slider carousel, centred and looping, with arrows, bullets and an autoplay countdown
 * ring. Autoplay keeps going after clicks and drags, stops while the tab is hidden, while
 * keyboard focus is inside, when the visitor pauses it, and never runs with reduced motion.
 * In right-to-left pages (issue 28) the first slide is on the right and "next" moves leftwards:
 * keen-slider misbehaves inside a right-to-left container (its issue 112), so the track itself
 * is left to right and the slider runs with its `rtl` option, each slide right to left inside;
 * the controls row mirrors on its own (previous on the right), its chevrons flip in CSS.
 */
export function Carousel({
  label,
  slides,
  autoplayMs,
  spacing,
  height,
  perView,
  breakpoints,
}: CarouselProps) {
  const words = useContent(carouselWords);
  const id = useId();
  const reducedMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const [ready, setReady] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [tabHidden, setTabHidden] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const [offScreen, setOffScreen] = useState(false);
  const [nearView, setNearView] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const rightToLeft = useRightToLeft(rootRef);
  const [userPaused, setUserPaused] = useState(false);
  const restartRef = useRef<() => void>(() => undefined);

  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    loop: true,
    rtl: rightToLeft,
    defaultAnimation: { duration: 600 },
    slides: { origin: 'center', perView: perView.base, spacing },
    breakpoints: {
      [`(min-width: ${breakpoints.medium}px)`]: {
        slides: { origin: 'center', perView: perView.medium, spacing },
      },
      [`(min-width: ${breakpoints.large}px)`]: {
        slides: { origin: 'center', perView: perView.large, spacing },
      },
    },
    created: () => setReady(true),
    destroyed: () => setReady(false),
    slideChanged: (instance) => {
      setCurrent(instance.track.details.rel);
      restartRef.current();
    },
    dragStarted: () => setDragging(true),
    dragEnded: () => setDragging(false),
  });

  useEffect(() => {
    const onVisibility = () => setTabHidden(document.visibilityState === 'hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // keen-slider measures and positions every slide when it starts: that work waits until the
  // carousel comes within a screen of the viewport, so it does not compete with the page's
  // start (on a phone the carousel is several screens down).
  useEffect(() => {
    const element = rootRef.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      setNearView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNearView(true);
          observer.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Nobody watches a carousel scrolled out of view: let it rest (and spare the CPU).
  useEffect(() => {
    const element = rootRef.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setOffScreen(!entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const ringRef = useRef<SVGCircleElement>(null);
  const secondsRef = useRef<HTMLSpanElement>(null);
  const view = useMemo(
    () => ({ ring: ringRef, seconds: secondsRef, circumference: RING_CIRCUMFERENCE }),
    [],
  );
  const advance = useCallback(() => slider.current?.next(), [slider]);
  const autoplayAllowed = !reducedMotion;
  const running =
    autoplayAllowed &&
    ready &&
    !dragging &&
    !tabHidden &&
    !offScreen &&
    !keyboardInside &&
    !userPaused;
  const { restart } = useAutoplay(running, autoplayMs, advance, view);
  useEffect(() => {
    restartRef.current = restart;
  }, [restart]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.matches(':focus-visible')) {
      setKeyboardInside(true);
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setKeyboardInside(false);
  };

  const cssVars = {
    '--slide-height': `${height}px`,
    '--slide-gap': `${spacing}px`,
    '--per-view-base': perView.base,
    '--per-view-medium': perView.medium,
    '--per-view-large': perView.large,
  } as CSSProperties;

  return (
    <section
      ref={rootRef}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      style={cssVars}
      onFocus={onFocus}
      onBlur={onBlur}
      data-ready={ready || undefined}
      data-autoplay={running ? 'running' : 'paused'}
    >
      <div
        ref={nearView ? sliderRef : undefined}
        id={`${id}-track`}
        className={`keen-slider ${styles.track}`}
        dir={rightToLeft ? 'ltr' : undefined}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            className={`keen-slider__slide ${styles.slide}`}
            dir={rightToLeft ? 'rtl' : undefined}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(words.slideOf, {
              index: index + 1,
              count: slides.length,
              name: slide.name,
            })}
            aria-current={index === current ? 'true' : undefined}
            data-active={index === current ? 'true' : 'false'}
          >
            {slide.content}
          </div>
        ))}
      </div>

      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          aria-label={words.previous}
          aria-controls={`${id}-track`}
          onClick={() => slider.current?.prev()}
        >
          <Chevron direction="left" />
        </button>
        <ul className={styles.bullets} aria-label={words.slides}>
          {slides.map((slide, index) => (
            <li key={slide.key}>
              <button
                type="button"
                className={styles.bullet}
                aria-label={fill(words.goTo, { index: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                aria-controls={`${id}-track`}
                onClick={() => slider.current?.moveToIdx(index)}
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.arrow}
          aria-label={words.next}
          aria-controls={`${id}-track`}
          onClick={() => slider.current?.next()}
        >
          <Chevron direction="right" />
        </button>

        {autoplayAllowed && (
          <button
            type="button"
            className={styles.countdown}
            aria-pressed={userPaused}
            onClick={() => setUserPaused((paused) => !paused)}
          >
            <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
              <circle className={styles.ringTrack} cx="24" cy="24" r={RING_RADIUS} />
              <circle
                ref={ringRef}
                className={styles.ringProgress}
                cx="24"
                cy="24"
                r={RING_RADIUS}
                strokeDasharray={RING_CIRCUMFERENCE}
                strokeDashoffset={0}
                transform="rotate(-90 24 24)"
              />
            </svg>
            <span ref={secondsRef} className={styles.seconds} aria-hidden="true">
              {`${Math.ceil(autoplayMs / 1000)}s`}
            </span>
            <span className={styles.pauseMark} aria-hidden="true" />
            <span className="visually-hidden">{words.pause}</span>
          </button>
        )}
      </div>
    </section>
  );
}
