import useSWRMutation from 'swr/mutation';
import { type ApiError, apiFetch } from '@/lib/api-client';
import { type Grade, type JobRequest } from '@/features/careers/types';

export interface ApplicationInput {
  job_id: number;
  full_name: string;
  country: string;
  email: string;
  phone: string;
  gpa: Grade | '';
  cv: File;
}

/** The largest CV the server takes (DECISIONS 6); checked here too, to spare a long upload. */
export const MAX_CV_BYTES = 10 * 1024 * 1024;
export const CV_ACCEPT = '.pdf,.doc,.docx,image/*';

/** A multipart application (public; the token, when there is one, records who applied). */
export function applyForJob(input: ApplicationInput): Promise<JobRequest> {
  const form = new FormData();
  form.append('job_id', String(input.job_id));
  form.append('full_name', input.full_name.trim());
  form.append('country', input.country.trim());
  form.append('email', input.email.trim());
  if (input.phone.trim()) form.append('phone', input.phone.trim());
  if (input.gpa) form.append('gpa', input.gpa);
  form.append('cv', input.cv, input.cv.name);
  return apiFetch<JobRequest>('/job-requests', { method: 'POST', body: form, auth: true });
}

export function useApplyForJob() {
  return useSWRMutation<JobRequest, ApiError, string, ApplicationInput>(
    '/job-requests',
    (_key, { arg }) => applyForJob(arg),
    { throwOnError: false },
  );
}
