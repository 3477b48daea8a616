import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';
import { type Course } from '@/features/courses/types';

export function getWishlist(): Promise<{ wishlist: Course[] }> {
  return apiFetch<{ wishlist: Course[] }>('/users/wishlist', { auth: true });
}

/** Each token has its own cache entry, so another account never sees this one's hearts. */
export function wishlistKey(token: string): readonly ['/users/wishlist', string] {
  return ['/users/wishlist', token];
}

/** The signed-in user's wishlist; pass null when signed out (nothing is requested). */
export function useWishlist(token: string | null) {
  return useSWR<Course[], ApiError>(token ? wishlistKey(token) : null, async () => {
    const { wishlist } = await getWishlist();
    return wishlist;
  });
}
