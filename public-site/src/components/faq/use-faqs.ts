import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';

export interface Faq {
  id: number;
  question: string;
  /** Server-sanitised HTML from the dashboard's rich-text editor. */
  answer: string;
  /** Arabic twins (issue 28): '' while staff have not written them. */
  question_ar?: string;
  answer_ar?: string;
  position: number;
}

/** The published questions in staff's order (the server shows visitors nothing else). */
export function useFaqs() {
  return useSWR<Faq[], ApiError>('/faqs', () => apiFetch<Faq[]>('/faqs'));
}
