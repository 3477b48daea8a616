import type { ArabicDictionary } from '@/i18n/dictionary';

/**
 * The Arabic strings of the site's chrome: formal Modern Standard Arabic in the company's
 * voice, with the sector's usual Egyptian terms (البترول, المكامن). Loaded as its own chunk,
 * only by /ar pages (i18n/load-dictionary.ts). Typed ArabicDictionary: a key of the English
 * dictionary missing here, or a count string without its six forms, fails the typecheck.
 */
const name = 'بترولينك لخدمات الطاقة';

export const ar: ArabicDictionary = {
  company: {
    name,
    tagline: 'هندسة الطاقة، من المكمن إلى السوق.',
    summary:
      'التدريب والبرمجيات الهندسية والاستشارات والعمليات الميدانية لصناعة البترول والغاز في منطقة الشرق الأوسط وشمال أفريقيا.',
    address: {
      street: 'مبنى 27، شارع التسعين الجنوبي',
      district: 'التجمع الخامس',
      city: 'القاهرة الجديدة',
      country: 'مصر',
    },
  },
  language: {
    switchLabel: 'English',
    switchTitle: 'Read this page in English',
  },
  header: {
    home: '{company}: الصفحة الرئيسية',
    mainNavigation: 'القائمة الرئيسية',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    skipToContent: 'انتقل إلى المحتوى',
  },
  nav: {
    home: 'الرئيسية',
    about: 'من نحن',
    services: 'خدماتنا',
    software: 'البرمجيات',
    consultation: 'الاستشارات',
    operations: 'العمليات',
    artificialLift: 'الرفع الاصطناعي',
    wellTesting: 'اختبار الآبار',
    enhancedOil: 'الاستخلاص المعزز',
    training: 'التدريب',
    careers: 'الوظائف',
    contact: 'اتصل بنا',
    subcontractor: 'سجّل كمقاول من الباطن',
    privacy: 'سياسة الخصوصية',
    refund: 'سياسة الإلغاء والاسترداد',
  },
  account: {
    loading: 'جارٍ التحميل…',
    login: 'تسجيل الدخول',
    menu: 'قائمة الحساب',
    menuList: 'الحساب',
    profile: 'الملف الشخصي',
    logout: 'تسجيل الخروج',
    home: 'الرئيسية',
  },
  footer: {
    socialMedia: 'حساباتنا على وسائل التواصل',
    facebook: 'فيسبوك',
    linkedin: 'لينكدإن',
    whatsapp: 'راسلنا عبر واتساب',
    headOffice: 'المقر الرئيسي',
    mapTitle: 'خريطة المقر الرئيسي لشركة {company} في {city}',
    openMap: 'عرض الموقع على خرائط Google',
    newTab: ' (يُفتح في علامة تبويب جديدة)',
    inquiries: 'للاستفسارات',
    verifyCertificate: 'التحقق من شهادة',
    certificateCode: 'رمز الشهادة',
    certificateExample: 'مثال: {code}',
    verify: 'تحقّق',
    rights: 'جميع الحقوق محفوظة.',
  },
  status: {
    backHome: 'العودة إلى الصفحة الرئيسية',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundMessage: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.',
    forbiddenTitle: 'لا تملك صلاحية الدخول',
    forbiddenMessage: 'ليست لديك صلاحية للاطلاع على هذه الصفحة.',
  },
  courses: {
    seatsLeft: {
      zero: 'لم يتبقَّ أي مقعد',
      one: 'بقي مقعد واحد',
      two: 'بقي مقعدان',
      few: 'بقيت {count} مقاعد',
      many: 'بقي {count} مقعدًا',
      other: 'بقي {count} مقعد',
    },
    dateToBeAnnounced: 'يُعلَن الموعد لاحقًا',
    currency: 'ج.م.',
  },
  pages: {
    home: {
      title: '',
      description: `${name}: التدريب والبرمجيات الهندسية والاستشارات والعمليات الميدانية لصناعة البترول والغاز في منطقة الشرق الأوسط وشمال أفريقيا.`,
    },
    about: {
      title: 'من نحن',
      description: `${name}: عشرون عامًا من الخبرة في الرفع الاصطناعي واختبار الآبار والاستخلاص المعزز والبرمجيات والتدريب لصناعة البترول والغاز في مصر ودول الخليج.`,
    },
    artificialLift: {
      title: 'الرفع الاصطناعي',
      description:
        'تصميم وتركيب وتحسين أداء المضخات الغاطسة الكهربائية ومضخات القضبان والرفع بالغاز ومضخات التجويف المتدرج، تتولاها فرقنا الميدانية في مصر والخليج.',
    },
    eor: {
      title: 'الاستخلاص المعزز للبترول',
      description:
        'الغمر بالبوليمرات والمواد الخافضة للتوتر السطحي: تقييم المكامن، واختبارات العينات اللبية في المختبر، وتصميم المشروعات التجريبية، وتوريد الكيماويات حتى آبار الحقن.',
    },
    wellTesting: {
      title: 'اختبار آبار الإنتاج',
      description:
        'وحدات اختبار الآبار السطحية، ودعم اختبارات ساق الحفر (DST)، وقياس التدفق متعدد الأطوار، وبيانات لحظية مع تفسير اختبارات الضغط العابر.',
    },
    software: {
      title: 'شركاء البرمجيات',
      description:
        'تراخيص Petrel وPIPESIM وKAPPA Saphir وحزمة Petex IPM ومحاكيات المكامن من CMG، مع الدعم الفني والتدريب عليها.',
    },
    consultation: {
      title: 'الاستشارات',
      description:
        'استشارات في الاستراتيجية والحوكمة والشركات العائلية والتسويق والتنظيم الإداري والتحول المؤسسي والاندماج والاستحواذ والاستدامة لشركات الطاقة في الشرق الأوسط وشمال أفريقيا والخليج.',
    },
    privacy: {
      title: 'سياسة الخصوصية',
      description: `كيف تجمع ${name} البيانات الشخصية وتستخدمها وتحميها على موقعها الإلكتروني وبوابة التدريب.`,
    },
    refund: {
      title: 'سياسة الإلغاء والاسترداد',
      description: `شروط الإلغاء والاسترداد للدورات التدريبية المحجوزة والمدفوعة إلكترونيًا بالجنيه المصري لدى ${name}.`,
    },
    login: {
      title: 'تسجيل الدخول',
      description: `سجّل الدخول إلى حسابك لدى ${name} لحجز الدورات وإدارة قائمتك المفضلة.`,
    },
    register: {
      title: 'إنشاء حساب',
      description: `أنشئ حسابًا لدى ${name} لحجز الدورات التدريبية.`,
    },
    forgotPassword: {
      title: 'نسيت كلمة المرور',
      description: `اختر كلمة مرور جديدة لحسابك لدى ${name}.`,
    },
    resetPassword: { title: 'اختيار كلمة مرور جديدة', description: '' },
    verifyEmail: { title: 'تأكيد بريدك الإلكتروني', description: '' },
    courses: {
      title: 'الدورات التدريبية',
      description: `تدريب فني حضوري تقدمه ${name}: تخصصات المنبع والمصب، والبرمجيات، وتحليل البيانات، والمالية، بأسعار بالجنيه المصري.`,
    },
    course: { title: 'دورة تدريبية', description: '' },
    checkout: { title: 'الحجز والدفع', description: '' },
    paymentResult: { title: 'نتيجة الدفع', description: '' },
    profile: { title: 'الملف الشخصي', description: '' },
    profileEdit: { title: 'تعديل الملف الشخصي', description: '' },
    careers: {
      title: 'الوظائف',
      description: `الوظائف المتاحة لدى ${name}: الهندسة الميدانية، واختبار الآبار، ودراسات المكامن، ووظائف المدربين في القاهرة الجديدة. قدّم طلبك وسيرتك الذاتية إلكترونيًا.`,
    },
    careersList: { title: 'الوظائف', description: '' },
    apply: {
      title: 'التقدم لوظيفة',
      description: `تقدّم إلى ${name} إلكترونيًا: بياناتك ومؤهلاتك وسيرتك الذاتية.`,
    },
    contact: {
      title: 'اتصل بنا',
      description: `تواصل مع ${name} في القاهرة الجديدة بشأن اختبار الآبار والرفع الاصطناعي والاستخلاص المعزز والاستشارات والتدريب، أو للتسجيل كمقاول من الباطن.`,
    },
    certificateVerify: { title: 'التحقق من الشهادة', description: '' },
    forbidden: { title: 'غير مسموح بالدخول', description: '' },
    notFound: { title: 'الصفحة غير موجودة', description: '' },
  },
};
