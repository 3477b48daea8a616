import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';

export interface Testimonial {
  id: number;
  quote: string;
  /** The quote in Arabic (issue 28): '' while staff have not written it. */
  quote_ar?: string;
  author: string;
  company: string;
}

/** The published testimonials (the server shows visitors nothing else). */
export function getTestimonials(): Promise<Testimonial[]> {
  return apiFetch<Testimonial[]>('/testimonials');
}

export function useTestimonials() {
  return useSWR<Testimonial[], ApiError>('/testimonials', getTestimonials);
}
