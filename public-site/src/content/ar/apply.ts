import { company } from '@/content/company';
import type { ApplyCopy } from '@/content/apply';

/** صفحة التقدم لوظيفة ونموذجها (content/apply.ts). */
const apply: ApplyCopy = {
  eyebrow: 'نموذج التقدم',
  careers: 'الوظائف',
  documentTitle: 'التقدم لوظيفة: {title}',
  goneTitle: 'هذه الوظيفة لم تعد متاحة',
  goneText: 'ربما شُغلت الوظيفة أو أُغلق باب التقدم إليها. اطّلع على الوظائف المتاحة حاليًا.',
  seeCurrent: 'اعرض الوظائف المتاحة',
  errorTitle: 'تعذّر تحميل الوظيفة',
  errorText: `يُرجى المحاولة مرة أخرى بعد قليل، أو إرسال سيرتك الذاتية إلى ${company.email}.`,
  backToCareers: 'العودة إلى الوظائف',
  loadingTitle: 'جارٍ تحميل الوظيفة…',
  loading: 'جارٍ تحميل الوظيفة',
  place: 'القاهرة الجديدة، مصر',
  aboutRole: 'عن الوظيفة',
  seeAll: 'اعرض جميع الوظائف',
  yourApplication: 'طلبك',
  form: {
    fullName: 'الاسم الكامل',
    country: 'الدولة',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    grade: 'التقدير',
    gradePlaceholder: 'اختر تقديرك',
    gradeHint: 'التقدير العام لشهادتك الجامعية كما هو مدوّن في شهادة التخرج.',
    grades: { Excellent: 'ممتاز', 'Very good': 'جيد جدًا', Good: 'جيد', Fair: 'مقبول' },
    cv: 'السيرة الذاتية',
    cvHint: 'ملف PDF أو Word (DOC أو DOCX) أو صورة، بحد أقصى 10 ميجابايت.',
    cvTooLarge: 'يجب ألا يتجاوز حجم السيرة الذاتية 10 ميجابايت',
    sending: 'جارٍ إرسال طلبك',
    submit: 'أرسل الطلب',
    privacy: 'لا يطّلع على سيرتك الذاتية إلا فريق التوظيف لدينا.',
  },
};

export default apply;
