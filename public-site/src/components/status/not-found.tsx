import { StatusPage } from '@/components/status/status-page';
import { useT } from '@/i18n/locale-context';

export function NotFound() {
  const t = useT();
  return (
    <StatusPage code="404" title={t.status.notFoundTitle} message={t.status.notFoundMessage} />
  );
}
