import useSWR, { type SWRResponse } from 'swr';
import { apiFetch, type ApiError } from '@/lib/api-client';

/** GET /api/certificates/verify/{code}: public; names the holder and nothing more personal. */
export interface CertificateVerification {
  code: string;
  holder: string;
  course: string;
  /** The course's Arabic name (issue 28), from servers that send it; '' when not entered. */
  course_ar?: string;
  issuer: string;
  issued_on: string;
  expires_on: string | null;
  revoked_on: string | null;
  status: 'valid' | 'expired' | 'revoked';
}

export function verifyCertificate(code: string): Promise<CertificateVerification> {
  return apiFetch<CertificateVerification>(`/certificates/verify/${encodeURIComponent(code)}`);
}

export function useCertificateVerification(
  code: string,
): SWRResponse<CertificateVerification, ApiError> {
  return useSWR<CertificateVerification, ApiError>(
    ['/certificates/verify', code],
    () => verifyCertificate(code),
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
    },
  );
}
