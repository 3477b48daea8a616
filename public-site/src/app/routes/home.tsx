import { AboutSection } from '@/features/home/components/about-section';
import { ClientLogos } from '@/features/home/components/client-logos';
import { CountersSection } from '@/features/home/components/counters-section';
import { HeroSection } from '@/features/home/components/hero-section';
import { ProjectsSection } from '@/features/home/components/projects-section';
import { ServicesSection } from '@/features/home/components/services-section';
import { TestimonialSection } from '@/features/home/components/testimonial-section';

export default function HomeRoute() {
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <CountersSection />
      <AboutSection />
      <ProjectsSection />
      <TestimonialSection />
      <ClientLogos />
    </>
  );
}
