import { EorArt } from '@/features/pages/components/page-arts';
import { ServicePage } from '@/features/pages/operations/service-page';

export default function EorPage() {
  return <ServicePage page="eor" art={<EorArt />} />;
}
