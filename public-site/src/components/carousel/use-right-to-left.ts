import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element sits in right-to-left text: the nearest `dir` attribute above it (the
 * prerendered `<html dir="rtl">` of /ar pages). Read after mount, so the server's render and
 * the first client render agree (both left to right) and the carousel turns round as it starts.
 */
export function useRightToLeft(ref: RefObject<HTMLElement | null>): boolean {
  const [rightToLeft, setRightToLeft] = useState(false);
  useEffect(() => {
    const holder = ref.current?.closest('[dir]');
    setRightToLeft(holder?.getAttribute('dir')?.toLowerCase() === 'rtl');
  }, [ref]);
  return rightToLeft;
}
