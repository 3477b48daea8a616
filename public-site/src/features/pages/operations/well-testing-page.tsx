import { TestingArt } from '@/features/pages/components/page-arts';
import { ServicePage } from '@/features/pages/operations/service-page';

export default function WellTestingPage() {
  return <ServicePage page="wellTesting" art={<TestingArt />} />;
}
