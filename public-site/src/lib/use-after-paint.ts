import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it. Work that the first paint
 * does not show (a sidebar's lists) starts after it, instead of competing with it for the
 * network and the main thread.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    // The frame callback runs just before the paint; the timeout after it.
    if (typeof requestAnimationFrame !== 'function') {
      later();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(later);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
