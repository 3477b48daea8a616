import { artificialLiftPage } from '@/content/operations';
import { ServicePage } from '@/features/pages/operations/service-page';

export default function ArtificialLiftPage() {
  return <ServicePage content={artificialLiftPage} />;
}
