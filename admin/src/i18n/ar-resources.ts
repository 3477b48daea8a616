/**
 * Arabic names of the resources the API document offers and of their fields, under
 * react-admin's convention `resources.<name>.name` / `resources.<name>.fields.<source>`, plus
 * what our declarations also show: one record's name (`item`), list headers that differ from
 * the form's (`columns`), choices, placeholders, hints and filters. English needs no entry:
 * it is the declaration itself (the document's humanized names and the admin files' labels).
 * A resource or field missing here is shown in English (localizeDeclarations.ts).
 */
// A type, not an interface: polyglot's message maps take it as an index-signature object.
export type ResourceMessages = {
  name: string;
  item?: string;
  create?: string;
  search?: string;
  fields?: Record<string, string>;
  columns?: Record<string, string>;
  choices?: Record<string, Record<string, string>>;
  placeholders?: Record<string, string>;
  /** A dependent select's text while its parent is not chosen. */
  waiting?: Record<string, string>;
  /** The message of a field's length rule. */
  rules?: Record<string, string>;
  hints?: Record<string, string>;
  /** A read-only input's text when the record has no value. */
  empty_text?: Record<string, string>;
  link_text?: Record<string, string>;
  detail_labels?: Record<string, string>;
  filters?: Record<string, string>;
  actions?: Record<string, { label: string; done: string }>;
};

const states = {
  Booked: 'محجوز',
  Attended: 'حضر',
  Cancelled: 'ملغى',
  'Awaiting payment': 'في انتظار الدفع',
  'Refund due': 'مستحق الاسترداد',
  'Refund requested': 'طُلب الاسترداد',
  'Partly refunded': 'مسترد جزئيًا',
  Refunded: 'مسترد',
};

const grades = { Excellent: 'امتياز', 'Very good': 'جيد جدًا', Good: 'جيد', Fair: 'مقبول' };

export const arabicResources: Record<string, ResourceMessages> = {
  users: {
    name: 'المستخدمون',
    item: 'مستخدم',
    create: 'إضافة مستخدم',
    search: 'البحث بالبريد الإلكتروني',
    fields: {
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      phone: 'رقم الهاتف',
      company: 'الشركة',
      role: 'الصلاحية',
      password: 'كلمة المرور',
      password_confirmation: 'تأكيد كلمة المرور',
      current_password: 'كلمة المرور الحالية (مطلوبة فقط لتغيير كلمة مرورك أو بريدك الإلكتروني)',
      created_at: 'تاريخ الانضمام',
      locale: 'لغة المراسلات',
    },
    choices: {
      role: { '1996': 'مسؤول', '1997': 'مستخدم', '2001': 'مسؤول رئيسي' },
      locale: { en: 'English', ar: 'العربية' },
    },
    placeholders: { role: 'اختر الصلاحية', locale: 'الإنجليزية ما لم تُختر لغة أخرى' },
    rules: { password: 'يجب أن تتكون كلمة المرور من 8 إلى 128 حرفًا' },
  },
  jobs: {
    name: 'الوظائف',
    item: 'وظيفة',
    create: 'إضافة وظيفة',
    search: 'البحث بالمسمى الوظيفي',
    fields: {
      type: 'الوظيفة متاحة لـ',
      title: 'المسمى الوظيفي',
      title_ar: 'المسمى الوظيفي (بالعربية)',
      category: 'القسم',
      category_ar: 'القسم (بالعربية)',
      description: 'الوصف',
      description_ar: 'الوصف (بالعربية)',
      created_at: 'تاريخ الإضافة',
    },
    choices: { type: { all: 'الجميع', instructor: 'المدربين' } },
    placeholders: { type: 'اختر نوع الوظيفة' },
  },
  categories: {
    name: 'التصنيفات',
    item: 'تصنيف',
    create: 'إضافة تصنيف',
    search: 'البحث بالاسم',
    fields: { title: 'التصنيف', title_ar: 'التصنيف (بالعربية)' },
  },
  subcategories: {
    name: 'التصنيفات الفرعية',
    item: 'تصنيف فرعي',
    create: 'إضافة تصنيف فرعي',
    search: 'البحث بالاسم',
    fields: {
      category_id: 'التصنيف',
      category: 'التصنيف',
      title: 'التصنيف الفرعي',
      title_ar: 'التصنيف الفرعي (بالعربية)',
    },
    placeholders: { category_id: 'اختر التصنيف' },
  },
  courses: {
    name: 'الدورات التدريبية',
    item: 'دورة تدريبية',
    create: 'إضافة دورة تدريبية',
    search: 'البحث باسم الدورة',
    fields: {
      category_id: 'التصنيف',
      sub_category_id: 'التصنيف الفرعي',
      discipline: 'التخصص',
      discipline_ar: 'التخصص (بالعربية)',
      classification: 'الفئة',
      classification_ar: 'الفئة (بالعربية)',
      name: 'اسم الدورة',
      name_ar: 'اسم الدورة (بالعربية)',
      instructor: 'المدرب',
      time: 'المدة',
      location: 'المكان',
      location_ar: 'المكان (بالعربية)',
      price: 'السعر (ج.م)',
      description: 'الوصف',
      description_ar: 'الوصف (بالعربية)',
      keywords: 'كلمات البحث',
      image: 'الصورة',
      category: 'التصنيف',
      sub_category: 'التصنيف الفرعي',
    },
    placeholders: {
      category_id: 'اختر التصنيف',
      sub_category_id: 'اختر التصنيف الفرعي',
    },
    waiting: { sub_category_id: 'اختر التصنيف أولًا' },
    hints: {
      keywords:
        'كلمات أخرى قد يبحث بها الزائرون، مثل الاختصارات (ESP وPCP) أو الأسماء الأخرى للدورة. لا تظهر على الموقع.',
    },
  },
  'course-sessions': {
    name: 'المواعيد',
    item: 'موعد',
    create: 'إضافة موعد',
    fields: {
      course_id: 'الدورة',
      course: 'الدورة',
      starts_at: 'البداية',
      ends_at: 'النهاية',
      starts_at_cairo: 'البداية (بتوقيت القاهرة)',
      ends_at_cairo: 'النهاية (بتوقيت القاهرة)',
      location: 'المكان',
      language: 'لغة التدريب',
      capacity: 'عدد المقاعد',
      seats_taken: 'المقاعد المحجوزة',
      seats_left: 'المقاعد المتبقية',
      status: 'الحالة',
    },
    columns: { starts_at: 'الموعد' },
    choices: { status: { scheduled: 'مجدول', cancelled: 'ملغى' } },
    placeholders: { course_id: 'اختر الدورة' },
    hints: { starts_at: 'بتوقيت القاهرة', ends_at: 'بتوقيت القاهرة، بعد البداية' },
  },
  bookings: {
    name: 'الحجوزات',
    item: 'حجز',
    fields: {
      user: 'المشتري',
      course: 'الدورة',
      session: 'الموعد',
      status_label: 'الحالة',
      amount_cents: 'المبلغ (ج.م)',
      order_reference: 'رقم الطلب',
      created_at: 'تاريخ الحجز',
      cancel_reason: 'سبب الإلغاء',
    },
    choices: {
      status_label: states,
      status: { booked: 'محجوز', attended: 'حضر', cancelled: 'ملغى' },
    },
    filters: { session_id: 'الموعد', course_id: 'الدورة', status: 'الحالة' },
  },
  certificates: {
    name: 'الشهادات',
    item: 'شهادة',
    create: 'إضافة شهادة',
    search: 'البحث برقم المستخدم أو اسمه',
    fields: {
      user: 'المستخدم',
      course: 'الدورة',
      user_id: 'المستخدم',
      course_id: 'الدورة',
      certificate: 'الشهادة',
      created_at: 'تاريخ الإصدار',
      expires_at: 'صالحة حتى',
      status: 'الحالة',
      verification_code: 'رمز التحقق',
    },
    choices: { status: { valid: 'سارية', expired: 'منتهية', revoked: 'ملغاة' } },
    placeholders: { course_id: 'اختر الدورة' },
    link_text: { certificate: 'تنزيل' },
  },
  'job-requests': {
    name: 'طلبات التوظيف',
    item: 'طلب توظيف',
    search: 'البحث بالاسم',
    fields: {
      full_name: 'الاسم',
      country: 'الدولة',
      email: 'البريد الإلكتروني',
      phone: 'رقم الهاتف',
      job: 'الوظيفة',
      cv: 'السيرة الذاتية',
      gpa: 'التقدير',
      stage: 'المرحلة',
      created_at: 'تاريخ الاستلام',
    },
    choices: {
      gpa: grades,
      stage: {
        new: 'جديد',
        reviewed: 'تمت المراجعة',
        interview: 'مقابلة',
        offer: 'عرض عمل',
        hired: 'تم التعيين',
        rejected: 'مرفوض',
      },
    },
    link_text: { cv: 'تنزيل السيرة الذاتية' },
    filters: { job_title: 'الوظيفة', gpa: 'التقدير' },
  },
  payments: {
    name: 'المدفوعات',
    item: 'عملية دفع',
    search: 'البحث بالبريد الإلكتروني',
    fields: {
      first_name: 'الاسم',
      email: 'البريد الإلكتروني',
      phone_number: 'رقم الهاتف',
      status_label: 'الحالة',
      amount_cents: 'المبلغ (ج.م)',
      created_at: 'تاريخ الاستلام',
      course_name: 'الدورة',
      payer_name: 'الدافع',
      refunded_cents: 'المبلغ المسترد (ج.م)',
      receipt: 'الإيصال',
    },
    detail_labels: {
      status_label: 'الاسترداد',
      course_name: 'الموعد',
      payer_name: 'رقم الطلب',
    },
    choices: {
      status_label: {
        Paid: 'مدفوع',
        Declined: 'مرفوض',
        Pending: 'قيد المعالجة',
        Refund: 'استرداد',
        ...states,
      },
      status: {
        success: 'مدفوع',
        failed: 'مرفوض',
        refund_due: 'مستحق الاسترداد',
        requested: 'طُلب الاسترداد',
        partially_refunded: 'مسترد جزئيًا',
        refunded: 'مسترد',
      },
    },
    link_text: { receipt: 'الإيصال' },
    filters: { course_id: 'الدورة', status: 'الحالة', from: 'من', to: 'إلى' },
  },
  messages: {
    name: 'الرسائل',
    item: 'رسالة',
    search: 'البحث بالبريد الإلكتروني',
    fields: {
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      country: 'الدولة',
      phone: 'رقم الهاتف',
      message: 'الرسالة',
      state: 'الحالة',
      owner_name: 'المسؤول عنها',
      created_at: 'تاريخ الاستلام',
      owner_id: 'رقم المسؤول',
      updated_at: 'آخر تحديث',
    },
    choices: {
      state: { new: 'جديدة', in_progress: 'قيد المتابعة', answered: 'تم الرد', closed: 'مغلقة' },
    },
    filters: { state: 'الحالة', owner_id: 'المسؤول عنها' },
  },
  audit: {
    name: 'سجل العمليات',
    item: 'عملية',
    search: 'البحث باسم الموظف',
    fields: {
      when: 'الوقت (بتوقيت القاهرة)',
      sentence: 'ما حدث',
      summary: 'التفاصيل',
      user_name: 'الموظف',
      action: 'الإجراء',
      resource_label: 'السجلات',
      subject: 'الاسم',
      record_id: 'رقم السجل',
      user_id: 'رقم الموظف',
      resource: 'الجدول',
      changes: 'التغييرات (بيانات)',
      related: 'مرتبط بـ',
      created_at: 'تاريخ التسجيل',
    },
    choices: { action: { create: 'إضافة', update: 'تعديل', delete: 'حذف' } },
    filters: {
      resource: 'السجلات',
      action: 'الإجراء',
      from: 'من (بتوقيت القاهرة)',
      to: 'إلى (بتوقيت القاهرة)',
    },
  },
  'mail-outbox': {
    name: 'صندوق البريد الصادر',
    item: 'رسالة بريد',
    search: 'البحث بالمستلم',
    fields: {
      subject: 'الموضوع',
      html: 'الرسالة',
      to: 'إلى',
      kind: 'النوع',
      status: 'الحالة',
      created_at: 'تاريخ الإنشاء',
      sent_at: 'تاريخ الإرسال',
      attempts: 'عدد المحاولات',
      last_error: 'آخر خطأ',
      next_attempt_at: 'المحاولة التالية',
      reply_to: 'الرد إلى',
      attachments: 'المرفقات',
      text: 'النص العادي',
    },
    choices: {
      status: { pending: 'في انتظار الإرسال', sent: 'تم الإرسال' },
      kind: {
        'application-received': 'استلام طلب توظيف',
        'application-new': 'طلب توظيف جديد (للموظفين)',
        'booking-confirmation': 'تأكيد الحجز',
        'booking-moved': 'نقل الحجز',
        'booking-cancelled': 'إلغاء الحجز',
        'session-reminder': 'تذكير بموعد التدريب',
        'session-cancelled': 'إلغاء موعد التدريب',
        'waitlist-offer': 'قائمة الانتظار: توفر مقعد',
        'refund-sent': 'تم رد المبلغ',
        'extra-payment-refund': 'رد مبلغ دُفع مرتين',
        'certificate-expiry': 'قرب انتهاء الشهادة',
        'contact-message': 'استفسار من الموقع (للموظفين)',
        'contact-reply': 'رد على استفسار',
        'email-verification': 'تأكيد البريد الإلكتروني',
        'password-reset': 'إعادة تعيين كلمة المرور',
      },
    },
    filters: { status: 'الحالة', kind: 'النوع' },
    actions: { retry: { label: 'إعادة الإرسال', done: 'ستُرسل الرسالة مرة أخرى' } },
  },
  'mail-wordings': {
    name: 'صياغة الرسائل',
    item: 'جملة من الرسائل',
    search: 'البحث بالمفتاح أو بالكلمات',
    fields: {
      key: 'الجملة',
      placeholders: 'المتغيرات المتاحة',
      default: 'النص الافتراضي (بالإنجليزية)',
      text: 'النص بالإنجليزية',
      default_ar: 'النص الافتراضي (بالعربية)',
      text_ar: 'النص بالعربية',
      updated_at: 'آخر تعديل',
      created_at: 'تاريخ الإضافة',
    },
    hints: {
      placeholders: 'تُكتب بين قوسين معقوفين، وتحلّ محلها القيم الفعلية في كل رسالة',
      text: 'اتركه فارغًا لإرسال النص الافتراضي',
      text_ar: 'اتركه فارغًا لإرسال النص الافتراضي',
    },
    empty_text: { placeholders: 'لا شيء: تُرسل الجملة كما هي' },
  },
  faqs: {
    name: 'الأسئلة الشائعة',
    item: 'سؤال',
    create: 'إضافة سؤال',
    search: 'البحث في الأسئلة',
    fields: {
      question: 'السؤال',
      question_ar: 'السؤال (بالعربية)',
      answer: 'الإجابة',
      answer_ar: 'الإجابة (بالعربية)',
      position: 'الترتيب',
      published: 'منشور على الموقع',
      created_at: 'تاريخ الإضافة',
      updated_at: 'آخر تحديث',
    },
  },
  testimonials: {
    name: 'آراء العملاء',
    item: 'رأي عميل',
    create: 'إضافة رأي عميل',
    search: 'بحث',
    fields: {
      quote: 'الرأي',
      quote_ar: 'الرأي (بالعربية)',
      author: 'صاحب الرأي',
      company: 'الشركة',
      published: 'منشور على الموقع',
      created_at: 'تاريخ الإضافة',
      updated_at: 'آخر تحديث',
    },
  },
};
