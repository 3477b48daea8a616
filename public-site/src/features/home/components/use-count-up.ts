import { useEffect, useRef, useState, type RefObject } from 'react';
import { useReducedMotion } from '@/lib/use-reduced-motion';

export interface CountUpOptions {
  durationMs: number;
  /** Starts once the element comes within this distance below the viewport. */
  startMarginPx: number;
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * Counts every target up from 0 over `durationMs`, once, when the element comes near the
 * viewport. Prerendered HTML and visitors without IntersectionObserver or with reduced
 * motion see the final figures.
 */
export function useCountUp(
  targets: number[],
  { durationMs, startMarginPx }: CountUpOptions,
): {
  ref: RefObject<HTMLDivElement | null>;
  values: number[];
  state: 'idle' | 'counting' | 'done';
} {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const [progress, setProgress] = useState<number | null>(null);
  const [state, setState] = useState<'idle' | 'counting' | 'done'>('done');
  const started = useRef(false);
  const finished = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || started.current || reducedMotion) return;
    if (typeof IntersectionObserver !== 'function') return;
    setProgress(0);
    setState('idle');
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        started.current = true;
        setState('counting');
        const start = performance.now();
        const step = (now: number) => {
          const t = Math.min(1, (now - start) / durationMs);
          setProgress(easeOutCubic(t));
          if (t < 1) {
            frame = requestAnimationFrame(step);
          } else {
            finished.current = true;
            setState('done');
          }
        };
        frame = requestAnimationFrame(step);
      },
      { rootMargin: `0px 0px ${startMarginPx}px 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      if (!finished.current) {
        // Interrupted (or never started): show the final figures rather than a stuck count.
        setProgress(null);
        setState('done');
      }
    };
  }, [durationMs, startMarginPx, reducedMotion]);

  const values = targets.map((target) =>
    progress === null ? target : Math.round(target * progress),
  );
  return { ref, values, state };
}
