import { useState } from 'react';
import { addToWishlist } from '@/features/courses/api/add-to-wishlist';
import { useWishlist } from '@/features/courses/api/get-wishlist';
import { removeFromWishlist } from '@/features/courses/api/remove-from-wishlist';
import { type Course } from '@/features/courses/types';

export interface WishlistToggle {
  /** Undefined until the wishlist has loaded (or when signed out). */
  wished: boolean | undefined;
  pending: boolean;
  /** Set when the last change could not be saved (the heart is back where it was). */
  failed: boolean;
  toggle: () => Promise<void>;
}

/**
 * The heart of one course: flips at once, saves in the background and flips back when the
 * server refuses (spec §4 Wishlist).
 */
export function useWishlistToggle(course: Course, token: string | null): WishlistToggle {
  const { data: wishlist, mutate } = useWishlist(token);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const wished = wishlist ? wishlist.some((item) => item.id === course.id) : undefined;

  const toggle = async () => {
    if (!token || !wishlist || pending) return;
    const adding = !wished;
    const next = adding
      ? [...wishlist.filter((item) => item.id !== course.id), course]
      : wishlist.filter((item) => item.id !== course.id);
    setPending(true);
    setFailed(false);
    try {
      await mutate(
        async () => {
          await (adding ? addToWishlist(course.id) : removeFromWishlist(course.id));
          return next;
        },
        { optimisticData: next, rollbackOnError: true, populateCache: true, revalidate: false },
      );
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return { wished, pending, failed, toggle };
}
