import { apiFetch } from '@/lib/api-client';

/** Idempotent on the server: adding a course twice keeps one entry. */
export function addToWishlist(courseId: number): Promise<unknown> {
  return apiFetch<unknown>(`/courses/wishlist/add/${courseId}`, { method: 'POST', auth: true });
}
