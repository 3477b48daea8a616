import { company } from '@/content/company';
import type { PageKey } from '@/i18n/dictionary';
import type { Locale } from '@/i18n/locale';

/**
 * The meta description of each page in each language. Kept out of the dictionaries: only the
 * prerender and the SSR entry read them (a page's <head> is written before it reaches the
 * browser), so the browser's bundle carries none of this text. An empty description means the
 * page is not prerendered (route-config). Both languages must list every page (PageKey).
 */
const name = 'بترولينك لخدمات الطاقة';

export const pageDescriptions: Record<Locale, Record<PageKey, string>> = {
  en: {
    home: `${company.name}: ${company.summary}`,
    about: `${company.name}: 20 years of artificial lift, well testing, EOR, software and training for the oil and gas industry in Egypt and the GCC.`,
    artificialLift:
      'ESP, sucker-rod pumping, gas lift and progressing cavity pump design, installation and optimisation by field crews in Egypt and the Gulf.',
    eor: 'Polymer and surfactant flooding: reservoir screening, laboratory corefloods, pilot design and the chemical supply chain to the injector.',
    wellTesting:
      'Surface well testing packages, DST support, multiphase flow metering and real-time data with pressure transient interpretation.',
    software:
      'Licensing, support and training for Petrel, PIPESIM, KAPPA Saphir, the Petex IPM suite and CMG reservoir simulators.',
    consultation:
      'Strategy, governance, family business, marketing, organisation, transformation, M&A and sustainability consulting for energy businesses in MENA and the GCC.',
    privacy: `How ${company.name} collects, uses and protects personal data on its website and training portal.`,
    refund: `Cancellation, refund and returns terms for training courses booked and paid online in EGP with ${company.name}.`,
    login: `Sign in to your ${company.name} account to book courses and manage your wishlist.`,
    register: `Create a ${company.name} account to book training courses.`,
    forgotPassword: `Choose a new password for your ${company.name} account.`,
    resetPassword: '',
    verifyEmail: '',
    courses: `On-site technical training by ${company.name}: upstream and downstream disciplines, software, data and finance courses with prices in EGP.`,
    course: '',
    checkout: '',
    paymentResult: '',
    profile: '',
    profileEdit: '',
    careers: `Careers at ${company.name}: field engineering, well testing, reservoir studies and instructor openings in New Cairo, Egypt. Apply online with your CV.`,
    careersList: '',
    apply: `Apply to ${company.name} online: your details, your grade and your CV.`,
    contact: `Contact ${company.name} in New Cairo: well testing, artificial lift, EOR, consulting and training enquiries, and subcontractor registration.`,
    certificateVerify: '',
    forbidden: '',
    notFound: '',
  },
  ar: {
    home: `${name}: التدريب والبرمجيات الهندسية والاستشارات والعمليات الميدانية لصناعة البترول والغاز في منطقة الشرق الأوسط وشمال أفريقيا.`,
    about: `${name}: عشرون عامًا من الخبرة في الرفع الاصطناعي واختبار الآبار والاستخلاص المعزز والبرمجيات والتدريب لصناعة البترول والغاز في مصر ودول الخليج.`,
    artificialLift:
      'تصميم وتركيب وتحسين أداء المضخات الغاطسة الكهربائية ومضخات القضبان والرفع بالغاز ومضخات التجويف المتدرج، تتولاها فرقنا الميدانية في مصر والخليج.',
    eor: 'الغمر بالبوليمرات والمواد الخافضة للتوتر السطحي: تقييم المكامن، واختبارات العينات اللبية في المختبر، وتصميم المشروعات التجريبية، وتوريد الكيماويات حتى آبار الحقن.',
    wellTesting:
      'وحدات اختبار الآبار السطحية، ودعم اختبارات ساق الحفر (DST)، وقياس التدفق متعدد الأطوار، وبيانات لحظية مع تفسير اختبارات الضغط العابر.',
    software:
      'تراخيص Petrel وPIPESIM وKAPPA Saphir وحزمة Petex IPM ومحاكيات المكامن من CMG، مع الدعم الفني والتدريب عليها.',
    consultation:
      'استشارات في الاستراتيجية والحوكمة والشركات العائلية والتسويق والتنظيم الإداري والتحول المؤسسي والاندماج والاستحواذ والاستدامة لشركات الطاقة في الشرق الأوسط وشمال أفريقيا والخليج.',
    privacy: `كيف تجمع ${name} البيانات الشخصية وتستخدمها وتحميها على موقعها الإلكتروني وبوابة التدريب.`,
    refund: `شروط الإلغاء والاسترداد للدورات التدريبية المحجوزة والمدفوعة إلكترونيًا بالجنيه المصري لدى ${name}.`,
    login: `سجّل الدخول إلى حسابك لدى ${name} لحجز الدورات وإدارة قائمتك المفضلة.`,
    register: `أنشئ حسابًا لدى ${name} لحجز الدورات التدريبية.`,
    forgotPassword: `اختر كلمة مرور جديدة لحسابك لدى ${name}.`,
    resetPassword: '',
    verifyEmail: '',
    courses: `تدريب فني حضوري تقدمه ${name}: تخصصات المنبع والمصب، والبرمجيات، وتحليل البيانات، والمالية، بأسعار بالجنيه المصري.`,
    course: '',
    checkout: '',
    paymentResult: '',
    profile: '',
    profileEdit: '',
    careers: `الوظائف المتاحة لدى ${name}: الهندسة الميدانية، واختبار الآبار، ودراسات المكامن، ووظائف المدربين في القاهرة الجديدة. قدّم طلبك وسيرتك الذاتية إلكترونيًا.`,
    careersList: '',
    apply: `تقدّم إلى ${name} إلكترونيًا: بياناتك ومؤهلاتك وسيرتك الذاتية.`,
    contact: `تواصل مع ${name} في القاهرة الجديدة بشأن اختبار الآبار والرفع الاصطناعي والاستخلاص المعزز والاستشارات والتدريب، أو للتسجيل كمقاول من الباطن.`,
    certificateVerify: '',
    forbidden: '',
    notFound: '',
  },
};

/** The meta description of a route in a language; undefined when it has none. */
export function pageDescription(
  route: { head: PageKey },
  locale: Locale = 'en',
): string | undefined {
  return pageDescriptions[locale][route.head] || undefined;
}
