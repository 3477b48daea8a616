import { apiFetch } from '@/lib/api-client';
import { type ProfileUser } from '@/features/profile/types';

/** What the server takes (DECISIONS 22: checked like course images). */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Why the file cannot be sent, before sending it; undefined when it may go. The server judges
 * by the bytes and has the last word, this only spares a pointless upload.
 */
export function profileImageProblem(file: { type: string; size: number }): string | undefined {
  if (!PROFILE_IMAGE_TYPES.includes(file.type)) return 'Choose a JPEG, PNG, GIF or WebP image';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'The picture must be at most 5 MB';
  return undefined;
}

/** POST /api/users/{id}/upload-image: answers the account with its new picture. */
export function uploadProfileImage(id: number, file: File): Promise<ProfileUser> {
  const body = new FormData();
  body.append('profile_image', file);
  return apiFetch<ProfileUser>(`/users/${id}/upload-image`, { method: 'POST', body, auth: true });
}

/** DELETE /api/users/{id}/delete-image: answers the account without a picture. */
export function deleteProfileImage(id: number): Promise<ProfileUser> {
  return apiFetch<ProfileUser>(`/users/${id}/delete-image`, { method: 'DELETE', auth: true });
}
