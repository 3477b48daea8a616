import { StatusPage } from '@/components/status/status-page';
import { useT } from '@/i18n/locale-context';

/** The 403 page (spec §2); the English texts are kept exactly as specified, spelling included. */
export function Forbidden() {
  const t = useT();
  return (
    <StatusPage code="403" title={t.status.forbiddenTitle} message={t.status.forbiddenMessage} />
  );
}
