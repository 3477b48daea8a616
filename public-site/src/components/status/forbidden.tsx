import { StatusPage } from '@/components/status/status-page';

/** The 403 page (spec §2), texts kept exactly as specified, spelling included. */
export function Forbidden() {
  return (
    <StatusPage
      code="403"
      title="Not Found"
      message="You don't have premission to access this page."
    />
  );
}
