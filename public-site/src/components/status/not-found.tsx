import { StatusPage } from '@/components/status/status-page';
import { notFoundWords } from '@/content/not-found-words';
import { useContent } from '@/i18n/content';

export function NotFound() {
  const t = useContent(notFoundWords);
  return <StatusPage code="404" title={t.title} message={t.message} />;
}
