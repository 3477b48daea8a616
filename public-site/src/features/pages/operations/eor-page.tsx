import { eorPage } from '@/content/operations';
import { ServicePage } from '@/features/pages/operations/service-page';

export default function EorPage() {
  return <ServicePage content={eorPage} />;
}
