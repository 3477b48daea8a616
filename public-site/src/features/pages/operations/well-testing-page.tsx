import { wellTestingPage } from '@/content/operations';
import { ServicePage } from '@/features/pages/operations/service-page';

export default function WellTestingPage() {
  return <ServicePage content={wellTestingPage} />;
}
