import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';
import { type Certificate } from '@/features/profile/types';

export function getCertificates(): Promise<{ certificates: Certificate[] }> {
  return apiFetch<{ certificates: Certificate[] }>('/user/certificates', { auth: true });
}

/** The signed-in user's certificates. */
export function useCertificates(token: string) {
  return useSWR<Certificate[], ApiError>(
    ['/user/certificates', token],
    async () => {
      const { certificates } = await getCertificates();
      return Array.isArray(certificates) ? certificates : [];
    },
    { shouldRetryOnError: false },
  );
}
