import { CareersPage } from '@/features/careers/components/careers-page';

export default function CareersRoute() {
  return <CareersPage />;
}
