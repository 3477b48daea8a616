import { LiftArt } from '@/features/pages/components/page-arts';
import { ServicePage } from '@/features/pages/operations/service-page';

export default function ArtificialLiftPage() {
  return <ServicePage page="artificialLift" art={<LiftArt />} />;
}
