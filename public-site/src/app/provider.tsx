import { type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { apiFetch } from '@/lib/api-client';

const swrOptions = {
  fetcher: (path: string) => apiFetch<unknown>(path),
  revalidateOnFocus: false,
};

export function AppProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrOptions}>{children}</SWRConfig>;
}
