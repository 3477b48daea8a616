import { StatusPage } from '@/components/status/status-page';
import { forbiddenWords } from '@/content/forbidden-words';
import { useContent } from '@/i18n/content';

/** The 403 page (spec §2); the English texts are kept exactly as specified, spelling included. */
export function Forbidden() {
  const t = useContent(forbiddenWords);
  return <StatusPage code="403" title={t.title} message={t.message} />;
}
