import { Forbidden } from '@/components/status/forbidden';

export default function ForbiddenRoute() {
  return <Forbidden />;
}
