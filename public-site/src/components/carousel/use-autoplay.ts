import { useCallback, useEffect, useRef, type RefObject } from 'react';

export interface AutoplayView {
  /** The ring's progress circle; its dash offset shows the time left. */
  ring: RefObject<SVGCircleElement | null>;
  /** Text node showing the seconds left. */
  seconds: RefObject<HTMLElement | null>;
  /** Circumference of the ring's circle, in user units. */
  circumference: number;
}

/**
 * Advances a slider every `delayMs` while `running`. Pausing keeps the time left and
 * resuming continues from it (a hidden tab resumes where it stopped); `restart()` starts a
 * full period again (after every slide change, whatever moved the slider). The countdown is
 * drawn straight into the DOM on each animation frame, without re-rendering React.
 */
export function useAutoplay(
  running: boolean,
  delayMs: number,
  advance: () => void,
  view: AutoplayView,
): { restart: () => void } {
  const timing = useRef({ deadline: 0, remaining: delayMs, running: false });
  const advanceRef = useRef(advance);
  const frame = useRef(0);

  useEffect(() => {
    advanceRef.current = advance;
  }, [advance]);

  const draw = useCallback(
    (remaining: number) => {
      const left = Math.max(0, Math.min(delayMs, remaining));
      view.ring.current?.setAttribute(
        'stroke-dashoffset',
        String(view.circumference * (1 - left / delayMs)),
      );
      if (view.seconds.current) view.seconds.current.textContent = `${Math.ceil(left / 1000)}s`;
    },
    [delayMs, view],
  );

  const tick = useCallback(() => {
    const state = timing.current;
    if (!state.running) return;
    const left = state.deadline - performance.now();
    if (left <= 0) {
      state.deadline = performance.now() + delayMs;
      draw(delayMs);
      advanceRef.current();
    } else {
      draw(left);
    }
    frame.current = requestAnimationFrame(tick);
  }, [delayMs, draw]);

  useEffect(() => {
    const state = timing.current;
    if (!running) {
      draw(state.remaining);
      return;
    }
    state.running = true;
    state.deadline = performance.now() + state.remaining;
    frame.current = requestAnimationFrame(tick);
    return () => {
      state.running = false;
      state.remaining = Math.max(0, state.deadline - performance.now());
      cancelAnimationFrame(frame.current);
    };
  }, [running, tick, draw]);

  const restart = useCallback(() => {
    const state = timing.current;
    state.remaining = delayMs;
    state.deadline = performance.now() + delayMs;
    draw(delayMs);
  }, [delayMs, draw]);

  return { restart };
}
