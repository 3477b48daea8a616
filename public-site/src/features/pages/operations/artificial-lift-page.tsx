import { artificialLiftPage } from '@/content/operations';
import { LiftArt } from '@/features/pages/components/page-arts';
import { ServicePage } from '@/features/pages/operations/service-page';

export default function ArtificialLiftPage() {
  return <ServicePage content={artificialLiftPage} art={<LiftArt />} />;
}
