import type { TranslationMessages } from 'react-admin';
import { arabicResources } from './ar-resources';
import type { DashboardMessages } from './en';
import { raArabic } from './ra-arabic';

/**
 * The dashboard's own texts in Arabic, key for key with `en.ts` (the type makes the compiler
 * refuse a missing key). Written as the company speaks to its staff: plain Modern Standard
 * Arabic as used in Egyptian offices. Plural texts give polyglot's six Arabic forms: zero,
 * one, two, few (3–10), many (11–99), other (100+).
 */
export const dashboardAr: DashboardMessages = {
  title: 'لوحة تحكم بترولينك',
  language: {
    label: 'اللغة',
    en: 'English',
    ar: 'العربية',
  },
  user_menu: {
    profile: 'الحساب',
    home_page: 'الصفحة الرئيسية للموقع',
  },
  menu: {
    overview: 'نظرة عامة',
    groups: {
      Website: 'الموقع',
      Training: 'التدريب',
      Careers: 'التوظيف',
      People: 'المستخدمون',
      Money: 'المالية',
      System: 'النظام',
    },
  },
  forbidden: {
    title: 'الصفحة غير متاحة',
    text: 'ليست لديك صلاحية الدخول إلى هذه الصفحة.',
    home: 'العودة إلى الصفحة الرئيسية',
  },
  list: {
    loading: 'جارٍ التحميل...',
    searching: 'جارٍ البحث...',
    failed: 'تعذّر تحميل القائمة.',
    empty: 'لا توجد نتائج',
    search: 'بحث',
    all: 'الكل',
    download: 'تنزيل',
    add: 'إضافة %{item}',
    search_by: 'البحث بـ%{field}',
    created: 'تمت إضافة %{item}',
    updated: 'تم حفظ التعديلات على %{item}',
  },
  values: {
    true: 'نعم',
    false: 'لا',
  },
  tools: {
    delete: 'حذف',
    delete_title: 'حذف %{item}؟',
    delete_text: 'لا يمكن التراجع عن الحذف.',
    deleted: 'تم حذف %{item}',
    entry_tabs: 'قوائم هذا القسم',
    all: 'الكل',
    pipeline_stages: 'مراحل التوظيف',
    stage_count:
      'لا توجد طلبات |||| طلب واحد |||| طلبان |||| %{smart_count} طلبات |||| %{smart_count} طلبًا |||| %{smart_count} طلب',
    export_csv: 'تصدير CSV',
    audit_intro:
      'كل تعديل أجراه الموظفون في لوحة التحكم، سطر لكل إجراء، بتوقيت القاهرة. لا تُسجَّل كلمات المرور ولا محتوى الملفات.',
    preparing: 'جارٍ التجهيز…',
    move: 'نقل',
    move_to_session: 'نقل إلى موعد آخر',
    move_booking_title: 'نقل هذا الحجز',
    move_booking_keep: 'إبقاؤه كما هو',
    move_booking_intro:
      'سيُنقل مقعد %{buyer} في %{session} إلى الموعد الذي تختاره، وتصله رسالة بالموعد الجديد وملف التقويم.',
    this_course: 'هذه الدورة',
    the_buyer: 'المشتري',
    booking_moved: 'تم نقل الحجز إلى %{session}',
    cancel_booking: 'إلغاء الحجز',
    cancel_booking_title: 'إلغاء هذا الحجز؟',
    cancel_booking_text:
      'سيُلغى حجز %{buyer} ويُتاح مقعده، وتُعلَّم عملية الدفع بـ«مستحق الاسترداد» (يُرد المبلغ من قائمة المدفوعات). وتصله رسالة بالسبب الذي تكتبه.',
    cancel_booking_keep: 'الإبقاء على الحجز',
    booking_cancelled: 'تم إلغاء الحجز، والمبلغ مستحق الاسترداد',
    reason: 'السبب',
    reason_required: 'مطلوب: يظهر السبب في الرسالة التي تصل للمشترين',
    failed: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    keep_them: 'الإبقاء عليهم',
    sessions_failed: 'تعذّر تحميل المواعيد',
    move_failed: 'تعذّر نقل الحجوزات',
    loading_sessions: 'جارٍ تحميل المواعيد الأخرى...',
    no_other_session: 'لا يوجد موعد قادم آخر لهذه الدورة به مقعد متاح. أضف موعدًا أولًا.',
    move_to: 'النقل إلى',
    sessions_of_course: 'مواعيد هذه الدورة',
    when_cairo: 'الموعد (بتوقيت القاهرة)',
    location: 'المكان',
    seats_taken: 'المقاعد المحجوزة',
    status: 'الحالة',
    cancelled: 'ملغى',
    scheduled: 'مجدول',
    waitlist: 'قائمة الانتظار',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    offer_expires: 'ينتهي العرض في',
    waiting: 'في الانتظار',
    seat_offered: 'عُرض عليه مقعد',
  },
  session: {
    people: 'الحجوزات والحضور',
    all_bookings: 'كل حجوزات الموعد',
    move_all: 'نقل كل الحجوزات',
    save_attendance_first: 'احفظ الحضور أولًا',
    download_csv: 'تنزيل CSV',
    cancel: 'إلغاء الموعد',
    keep: 'الإبقاء على الموعد',
    is_cancelled:
      'هذا الموعد ملغى: أُلغيت حجوزاته وأصبحت مبالغها مستحقة الاسترداد (قائمة المدفوعات).',
    cancelled_done:
      'تم إلغاء الموعد: أُلغيت كل الحجوزات مع استحقاق رد المبالغ، وأُبلغ الجميع بالبريد',
    cancel_title: 'إلغاء هذا الموعد؟',
    cancel_text:
      'ستُلغى كل حجوزات موعد %{when} (%{count}) وتُعلَّم مدفوعاتها بـ«مستحق الاسترداد»، وتصل رسالة بالسبب الذي تكتبه إلى كل مشترٍ وكل من في قائمة الانتظار. لا يمكن التراجع عن ذلك.',
    move_title:
      'لا توجد حجوزات للنقل |||| نقل حجز واحد |||| نقل حجزين |||| نقل %{smart_count} حجوزات |||| نقل %{smart_count} حجزًا |||| نقل %{smart_count} حجز',
    move_intro:
      'سينتقل كل من حجز في موعد %{when} إلى الموعد الذي تختاره، وتصله رسالة بالموعد الجديد وملف التقويم.',
    moved: 'تم نقل الحجوزات إلى %{session}',
    waitlist_empty: 'لا يوجد أحد في انتظار مقعد.',
  },
  attendance: {
    nobody: 'لم يحجز أحد في هذا الموعد حتى الآن.',
    tick_all: 'تحديد الكل',
    clear: 'مسح',
    count: 'حضر %{count} من %{total}',
    label: 'الحضور',
    booked: 'حجز في %{when}',
    save: 'حفظ الحضور',
    unsaved: 'تعديلات غير محفوظة',
    saved: 'تم حفظ الحضور: حضر %{count} من %{total}',
    failed: 'تعذّر حفظ الحضور',
  },
  certificates: {
    issue: 'إصدار الشهادات',
    title: 'إصدار الشهادات لكل الحاضرين؟',
    intro:
      'لا يوجد أحد مسجَّل حضوره في هذا الموعد. |||| يحصل الشخص المسجَّل حضوره على شهادة لهذا الموعد (ملف PDF يمكنه تنزيله ويمكن لأي أحد التحقق منه)، ويُستثنى من سبق أن حصل على شهادته. |||| يحصل الشخصان المسجَّل حضورهما على شهادة لهذا الموعد (ملف PDF يمكن تنزيله ويمكن لأي أحد التحقق منه)، ويُستثنى من سبق أن حصل على شهادته. |||| يحصل كل واحد من %{smart_count} أشخاص مسجَّل حضورهم على شهادة لهذا الموعد (ملف PDF يمكن تنزيله ويمكن لأي أحد التحقق منه)، ويُستثنى من سبق أن حصل على شهادته. |||| يحصل كل واحد من %{smart_count} شخصًا مسجَّلًا حضورهم على شهادة لهذا الموعد (ملف PDF يمكن تنزيله ويمكن لأي أحد التحقق منه)، ويُستثنى من سبق أن حصل على شهادته. |||| يحصل كل واحد من %{smart_count} شخص مسجَّل حضورهم على شهادة لهذا الموعد (ملف PDF يمكن تنزيله ويمكن لأي أحد التحقق منه)، ويُستثنى من سبق أن حصل على شهادته.',
    result: 'صدرت %{issued}، واستُثنيت %{skipped}',
    skipped_note: '(لديهم شهادة لهذا الموعد بالفعل)',
    done: 'الشهادات: %{result}',
    done_button: 'تم',
    failed: 'تعذّر إصدار الشهادات',
  },
  refund: {
    title: 'رد مبلغ هذه العملية',
    intro: 'المبلغ المدفوع %{paid}، ويمكن رد %{remaining} منه إلى البطاقة عن طريق Paymob.',
    how_much: 'المبلغ المطلوب رده',
    full: 'المبلغ كاملًا: %{amount}',
    partial: 'جزء منه',
    amount: 'المبلغ (%{currency})',
    up_to: 'بحد أقصى %{amount}',
    requested: 'تم طلب الاسترداد',
    failed: 'تعذّر طلب الاسترداد',
    confirmed: '%{state}: أكّدت Paymob رد المبلغ.',
    refunded: 'مسترد',
    waiting: 'في انتظار تأكيد Paymob، وستظهر الحالة في القائمة فور وصوله.',
    not_now: 'ليس الآن',
    action: 'رد المبلغ',
    close: 'إغلاق',
  },
  overview: {
    title: 'نظرة عامة',
    failed: 'تعذّر تحميل النظرة العامة.',
    retry: 'إعادة المحاولة',
    revenue: 'الإيرادات الشهرية',
    revenue_total: '%{amount} خلال 12 شهرًا',
    stages: 'طلبات التوظيف حسب المرحلة',
    stages_total:
      'لا توجد طلبات |||| طلب واحد |||| طلبان |||| %{smart_count} طلبات إجمالًا |||| %{smart_count} طلبًا إجمالًا |||| %{smart_count} طلب إجمالًا',
    applications: 'الطلبات',
    courses: 'الحجوزات حسب الدورة',
    top_ten: 'أعلى 10',
    course_bookings:
      '%{course}: لا توجد حجوزات |||| %{course}: حجز واحد |||| %{course}: حجزان |||| %{course}: %{smart_count} حجوزات |||| %{course}: %{smart_count} حجزًا |||| %{course}: %{smart_count} حجز',
    no_bookings: 'لا توجد حجوزات حتى الآن.',
    accounts: 'الحسابات الجديدة شهريًا',
    accounts_series: 'الحسابات',
    sessions: 'المواعيد القادمة',
    next_five: 'أقرب 5 مواعيد',
    no_sessions: 'لا توجد مواعيد مجدولة.',
    session_full: '%{course}: نسبة الإشغال %{percent}%',
    seats: 'محجوز %{taken} من %{capacity} · متبقٍ %{left}',
    messages: 'الرسائل الجديدة',
    messages_recent:
      '%{count} اليوم |||| %{count} خلال آخر يوم |||| %{count} خلال آخر يومين |||| %{count} خلال آخر %{smart_count} أيام |||| %{count} خلال آخر %{smart_count} يومًا |||| %{count} خلال آخر %{smart_count} يوم',
    no_messages: 'لا توجد رسائل حتى الآن.',
    jobs: 'طلبات التوظيف حسب الوظيفة',
    no_applications: 'لا توجد طلبات توظيف حتى الآن.',
    no_enquiry_waiting: 'لا توجد استفسارات في انتظار الرد.',
    enquiries_waiting:
      'لا توجد استفسارات جديدة في انتظار الرد |||| استفسار جديد في انتظار الرد |||| استفساران جديدان في انتظار الرد |||| %{smart_count} استفسارات جديدة في انتظار الرد |||| %{smart_count} استفسارًا جديدًا في انتظار الرد |||| %{smart_count} استفسار جديد في انتظار الرد',
    stage: {
      new: 'جديد',
      reviewed: 'تمت المراجعة',
      interview: 'مقابلة',
      offer: 'عرض عمل',
      hired: 'تم التعيين',
      rejected: 'مرفوض',
    },
  },
};

/** Everything the dashboard shows in Arabic: react-admin's texts, ours, and the resources'. */
export const arabicMessages: TranslationMessages = {
  ...raArabic,
  dashboard: dashboardAr,
  resources: arabicResources,
};
