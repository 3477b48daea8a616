import { apiFetch } from '@/lib/api-client';

export function removeFromWishlist(courseId: number): Promise<unknown> {
  return apiFetch<unknown>(`/courses/wishlist/remove/${courseId}`, {
    method: 'DELETE',
    auth: true,
  });
}
