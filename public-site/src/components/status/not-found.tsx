import { StatusPage } from '@/components/status/status-page';

export function NotFound() {
  return (
    <StatusPage
      code="404"
      title="Page not found"
      message="The page you are looking for does not exist or has moved."
    />
  );
}
