import { NotFound } from '@/components/status/not-found';

export default function NotFoundRoute() {
  return <NotFound />;
}
