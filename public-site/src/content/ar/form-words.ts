import type { FormWordsEnglish, RuleTranslations } from '@/content/form-words';
import type { ArabicWords } from '@/i18n/dictionary';

/** كلمات النماذج (content/form-words.ts). */
const words: ArabicWords<FormWordsEnglish> & RuleTranslations = {
  form: {
    optional: ' (اختياري)',
    stillNeeded: 'بقي أن تملأ:',
    requiredBefore: 'الحقول المعلّمة بـ ',
    requiredAfter: ' مطلوبة.',
  },
  messages: {
    required: 'هذا الحقل مطلوب.',
    email: 'أدخل بريدًا إلكترونيًا صحيحًا مثل name@example.com.',
    mismatch: 'كلمتا المرور غير متطابقتين.',
    twoCharacters: 'حرفان على الأقل.',
    atMost: 'بحد أقصى {max} حرفًا.',
    taxNumber: 'يُقبل الحروف والأرقام والمسافات والرموز - / . فقط.',
    password: 'يجب أن تتكون كلمة المرور من {min} إلى {max} حرفًا',
  },
  fieldNames: {
    'first name': 'الاسم الأول',
    'last name': 'اسم العائلة',
    'phone number': 'رقم الهاتف',
    city: 'المدينة',
    'company name': 'اسم الشركة',
    'tax registration number': 'رقم التسجيل الضريبي',
    'full name': 'الاسم الكامل',
    name: 'الاسم',
    country: 'الدولة',
    email: 'البريد الإلكتروني',
    'email or phone': 'البريد الإلكتروني أو الهاتف',
    phone: 'الهاتف',
    password: 'كلمة المرور',
    'current password': 'كلمة المرور الحالية',
    'new password': 'كلمة المرور الجديدة',
    'matching confirmation': 'تأكيد مطابق',
    'matching password confirmation': 'تأكيد مطابق لكلمة المرور',
    CV: 'السيرة الذاتية',
  },
};

export default words;
