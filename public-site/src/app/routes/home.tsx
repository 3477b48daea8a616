import { HeroSection } from '@/features/home/components/hero-section';
import { ServicesSection } from '@/features/home/components/services-section';

export default function HomeRoute() {
  return (
    <>
      <HeroSection />
      <ServicesSection />
    </>
  );
}
