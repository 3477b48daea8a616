/**
 * The API's messages in Arabic, for a client that asks for Arabic (`Accept-Language: ar`):
 * the public site sends its page's language, so a visitor on /ar reads why a form was refused
 * in Arabic (issue 28). The API's language stays English for every client that does not ask;
 * the rules and the codes are the same in both.
 *
 * The messages are written once, in English, where the rule is; this table gives their
 * Arabic. A message missing here is answered in English rather than guessed at: the test
 * (messages-in-arabic.spec.ts) lists the visitors' messages that must have an entry.
 */

/** Field names as the messages write them ('The {name} is required'). */
const FIELD: Record<string, string> = {
  name: 'الاسم',
  'full name': 'الاسم الكامل',
  email: 'البريد الإلكتروني',
  phone: 'رقم الهاتف',
  'phone number': 'رقم الهاتف',
  company: 'اسم الشركة',
  country: 'الدولة',
  message: 'الرسالة',
  password: 'كلمة المرور',
  'password confirmation': 'تأكيد كلمة المرور',
  'current password': 'كلمة المرور الحالية',
  'email or phone': 'البريد الإلكتروني أو رقم الهاتف',
  grade: 'التقدير',
  CV: 'السيرة الذاتية',
  image: 'الصورة',
  'billing name': 'الاسم على الفاتورة',
  'first name': 'الاسم الأول',
  'last name': 'اسم العائلة',
  session: 'الموعد',
  course: 'الدورة',
  'preferred language': 'لغة المراسلات',
  // The dashboard's fields (property names, underscores read as spaces)
  title: 'العنوان',
  description: 'الوصف',
  price: 'السعر',
  location: 'المكان',
  time: 'الموعد',
  capacity: 'عدد المقاعد',
  question: 'السؤال',
  answer: 'الإجابة',
  position: 'الترتيب',
  quote: 'نص الشهادة',
  author: 'القائل',
  classification: 'التصنيف',
  discipline: 'التخصص',
  category: 'الفئة',
  'category id': 'الفئة',
  'sub category id': 'الفئة الفرعية',
  'course id': 'الدورة',
  'job id': 'الوظيفة',
  'starts at': 'وقت البدء',
  'ends at': 'وقت الانتهاء',
  language: 'لغة التدريس',
  reason: 'السبب',
  note: 'الملاحظة',
  amount: 'المبلغ',
  'expiry date': 'تاريخ الانتهاء',
  role: 'الدور',
};

/** Whole messages. */
const EXACT: Record<string, string> = {
  // Signing in and accounts
  'Wrong email or password': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'Email is already registered': 'هذا البريد الإلكتروني مسجّل بالفعل',
  'Phone is already registered': 'رقم الهاتف هذا مسجّل بالفعل',
  Unauthenticated: 'يُرجى تسجيل الدخول أولًا',
  'You do not have permission to do this': 'ليست لديك صلاحية للقيام بهذا',
  'The password confirmation does not match': 'تأكيد كلمة المرور لا يطابق كلمة المرور',
  'The current password is not correct': 'كلمة المرور الحالية غير صحيحة',
  'Enter your current password': 'أدخل كلمة المرور الحالية',
  'Enter your current password to change your password or email':
    'أدخل كلمة المرور الحالية لتغيير كلمة المرور أو البريد الإلكتروني',
  'The email must be a valid email address': 'أدخل بريدًا إلكترونيًا صحيحًا',
  'The email or phone is too long': 'البريد الإلكتروني أو رقم الهاتف أطول من المسموح',
  'The password is too long': 'كلمة المرور أطول من المسموح',
  'The phone must be a number': 'يجب أن يتكون رقم الهاتف من أرقام فقط',
  'The phone must be a number of 6 to 20 digits': 'يجب أن يتكون رقم الهاتف من 6 إلى 20 رقمًا',
  'The phone number must contain digits only': 'يجب أن يتكون رقم الهاتف من أرقام فقط',
  'You can only edit your own profile': 'يمكنك تعديل ملفك الشخصي فقط',
  'You can only change your own profile picture': 'يمكنك تغيير صورتك الشخصية فقط',
  'This link is not valid. Please use the link from your most recent mail.':
    'هذا الرابط غير صالح. يُرجى استخدام الرابط الوارد في أحدث رسالة أرسلناها إليك.',
  'This link has expired or was already used. Please ask for a new one.':
    'انتهت صلاحية هذا الرابط أو سبق استخدامه. يُرجى طلب رابط جديد.',
  'Your password has been changed. Please sign in with your new password.':
    'تم تغيير كلمة المرور. يُرجى تسجيل الدخول بكلمة المرور الجديدة.',
  'Thank you, your email address is confirmed.': 'شكرًا لك، تم تأكيد بريدك الإلكتروني.',
  'Your email address is already confirmed.': 'بريدك الإلكتروني مؤكَّد بالفعل.',
  'We have sent you several links in the last hour: please check your mail.':
    'أرسلنا إليك عدة روابط خلال الساعة الماضية؛ يُرجى مراجعة بريدك.',
  'You have changed your email address several times in the last hour; please try again later.':
    'غيّرت بريدك الإلكتروني عدة مرات خلال الساعة الماضية؛ يُرجى المحاولة لاحقًا.',
  'Logged out': 'تم تسجيل الخروج',
  'Thank you, your message has been sent.': 'شكرًا لك، أُرسلت رسالتك.',
  'If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.':
    'إذا كان هذا العنوان مسجّلًا لدينا، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة، وهو صالح لمدة ساعة واحدة.',
  "The preferred language must be 'en' (English) or 'ar' (Arabic)":
    'يجب أن تكون لغة المراسلات الإنجليزية أو العربية',
  // Booking and paying
  'Please verify your email address before booking.': 'يُرجى تأكيد بريدك الإلكتروني قبل الحجز.',
  'You have already booked this course': 'لقد حجزت هذه الدورة بالفعل',
  'This session is full — join the waitlist.':
    'هذا الموعد مكتمل، يمكنك الانضمام إلى قائمة الانتظار.',
  'Every date of this course is full — join a waitlist.':
    'جميع مواعيد هذه الدورة مكتملة، يمكنك الانضمام إلى قائمة انتظار.',
  'This session has already started': 'بدأ هذا الموعد بالفعل',
  'This session has already started; please choose another date':
    'بدأ هذا الموعد بالفعل؛ يُرجى اختيار موعد آخر',
  'This session has been cancelled; please choose another date':
    'أُلغي هذا الموعد؛ يُرجى اختيار موعد آخر',
  'This session still has seats: book it now': 'ما زالت في هذا الموعد مقاعد متاحة: احجز الآن',
  'The session does not exist for this course': 'هذا الموعد غير موجود لهذه الدورة',
  'This course cannot be paid online; please contact us to book it':
    'لا يمكن دفع رسوم هذه الدورة عبر الإنترنت؛ يُرجى التواصل معنا لحجزها',
  'Your payment page is being prepared; please try again in a moment':
    'يجري تجهيز صفحة الدفع؛ يُرجى المحاولة بعد لحظات',
  'The payment provider is not available, please try again':
    'خدمة الدفع غير متاحة حاليًا، يُرجى المحاولة مرة أخرى',
  'This booking is already cancelled': 'هذا الحجز ملغى بالفعل',
  'An attended booking cannot be cancelled': 'لا يمكن إلغاء حجز بعد حضور الدورة',
  'You have left the waitlist': 'غادرت قائمة الانتظار',
  'The course does not exist': 'هذه الدورة غير موجودة',
  'The course is required': 'اختر الدورة',
  'The course is in your wishlist': 'أُضيفت الدورة إلى قائمة رغباتك',
  'The course was removed from your wishlist': 'أُزيلت الدورة من قائمة رغباتك',
  'The order reference is malformed': 'الرقم المرجعي للطلب غير صحيح',
  // Not found, limits and uploads
  'Not found': 'غير موجود',
  'Course not found': 'الدورة غير موجودة',
  'Session not found': 'الموعد غير موجود',
  'Booking not found': 'الحجز غير موجود',
  'Order not found': 'الطلب غير موجود',
  'No receipt for this order': 'لا يوجد إيصال لهذا الطلب',
  'No payment has this order reference': 'لا توجد عملية دفع بهذا الرقم المرجعي',
  'No certificate has this verification code': 'لا توجد شهادة بهذا الرمز',
  'Certificate not found': 'الشهادة غير موجودة',
  'Too many requests, please try again in a minute':
    'طلبات كثيرة في وقت قصير، يُرجى المحاولة بعد دقيقة',
  'The upload is too large': 'الملف المرفوع أكبر من المسموح',
  'The upload has too many files or fields': 'يحتوي الطلب على ملفات أو حقول أكثر من المسموح',
  'Unsupported media type': 'نوع المحتوى غير مدعوم',
  'Bad request': 'طلب غير صالح',
  'Bookings can be cancelled up to 7 days before the session; please contact us.':
    'يمكن إلغاء الحجز حتى 7 أيام قبل الموعد؛ يُرجى التواصل معنا.',
  'The database is not answering at the moment; please try again shortly':
    'قاعدة البيانات لا تستجيب حاليًا؛ يُرجى المحاولة بعد قليل',
  'The server took too long to answer; please try again shortly':
    'استغرق الخادم وقتًا طويلًا في الرد؛ يُرجى المحاولة بعد قليل',
  'Internal Server Error': 'حدث خطأ في الخادم',
  // Staff (the dashboard in Arabic)
  'A super admin account cannot be deleted here': 'لا يمكن حذف حساب المدير الأعلى من هنا',
  'You cannot delete your own account': 'لا يمكنك حذف حسابك',
  'The role must be Admin (1996) or User (1997)':
    'يجب أن يكون الدور مشرفًا (1996) أو مستخدمًا (1997)',
  'This certificate is already revoked': 'هذه الشهادة ملغاة بالفعل',
  'This session has bookings: it cannot move to another course':
    'في هذا الموعد حجوزات، فلا يمكن نقله إلى دورة أخرى',
  'Bookings can only move to another session of the same course':
    'لا يُنقل الحجز إلا إلى موعد آخر للدورة نفسها',
  'Choose another session to move to': 'اختر موعدًا آخر للنقل إليه',
  'Only a booked seat can be moved': 'لا يُنقل إلا مقعد محجوز',
  'The new session is cancelled or has already started': 'الموعد الجديد ملغى أو بدأ بالفعل',
  'The session must end after it starts, within 60 days':
    'يجب أن ينتهي الموعد بعد بدايته، وخلال 60 يومًا',
  'Mark attendance first: nobody has attended this session yet.':
    'سجّل الحضور أولًا: لم يحضر أحد هذا الموعد بعد.',
  'Nothing is left to refund on this payment': 'لم يتبقَّ من هذه الدفعة شيء لرده',
  'Only a paid payment can be refunded': 'لا يُرد إلا مبلغ مدفوع',
  'The expiry date does not exist': 'تاريخ الانتهاء غير موجود في التقويم',
  'The expiry date must be a date (YYYY-MM-DD)': 'يجب أن يكون تاريخ الانتهاء تاريخًا (YYYY-MM-DD)',
  'This record already exists': 'هذا السجل موجود بالفعل',
  'Other records depend on this one; it cannot be deleted.':
    'تعتمد سجلات أخرى على هذا السجل، فلا يمكن حذفه.',
  'User not found': 'المستخدم غير موجود',
  'Job request not found': 'طلب التوظيف غير موجود',
  'Message not found': 'الرسالة غير موجودة',
  'Payment not found': 'الدفعة غير موجودة',
  'The CV file of this application is missing': 'ملف السيرة الذاتية لهذا الطلب غير موجود',
  'The certificate file is missing': 'ملف الشهادة غير موجود',
};

/** A field's Arabic name; an Arabic twin ("name (Arabic)") is named "(بالعربية)". */
const arabicField = (english: string): string | undefined => {
  const twin = /^(.+) \(Arabic\)$/.exec(english);
  if (twin) return FIELD[twin[1]] && `${FIELD[twin[1]]} (بالعربية)`;
  return FIELD[english];
};

/** "N characters": the counted noun's form after an Arabic number (3–10 أحرف, 100s حرف). */
const characters = (n: string): string => {
  const count = Number(n);
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${n} أحرف`;
  return lastTwo === 0 ? `${n} حرف` : `${n} حرفًا`;
};

/** Messages built from a field's name or a number. */
const PATTERNS: [RegExp, (...parts: string[]) => string | undefined][] = [
  [/^The (.+) is required$/, (f) => arabicField(f) && `${arabicField(f)} مطلوب`],
  [/^The (.+) file is required$/, (f) => arabicField(f) && `أرفق ملف ${arabicField(f)}`],
  [/^The (.+) must be text$/, (f) => arabicField(f) && `يجب أن يكون ${arabicField(f)} نصًا`],
  [
    /^The (.+) must be longer than 1 character$/,
    (f) => arabicField(f) && `يجب أن يتكون ${arabicField(f)} من حرفين على الأقل`,
  ],
  [
    /^The (.+) must be at most (\d+) characters$/,
    (f, n) => arabicField(f) && `يجب ألا يزيد ${arabicField(f)} على ${characters(n)}`,
  ],
  [
    /^The (.+) must be at most (\d+(?:\.\d+)?) MB$/,
    (f, n) => arabicField(f) && `يجب ألا يزيد حجم ${arabicField(f)} على ${n} ميغابايت`,
  ],
  [
    /^The (.+) must be a whole number$/,
    (f) => arabicField(f) && `يجب أن يكون ${arabicField(f)} عددًا صحيحًا`,
  ],
  [
    /^The (.+) cannot be negative$/,
    (f) => arabicField(f) && `لا يمكن أن يكون ${arabicField(f)} سالبًا`,
  ],
  [
    /^The (.+) must be a number with at most (\d+) decimals$/,
    (f, n) =>
      arabicField(f) &&
      `يجب أن يكون ${arabicField(f)} رقمًا بما لا يزيد على ${n} من المنازل العشرية`,
  ],
  [
    /^The (.+) must be a date and time with its zone \(ISO 8601\)$/,
    (f) =>
      arabicField(f) && `يجب أن يكون ${arabicField(f)} تاريخًا ووقتًا مع المنطقة الزمنية (ISO 8601)`,
  ],
  [
    /^The (.+) field must be true or false$/,
    (f) => arabicField(f) && `يجب أن تكون قيمة ${arabicField(f)} نعم أو لا`,
  ],
  [
    /^The password must be (\d+) to (\d+) characters$/,
    (min, max) => `يجب أن تتكون كلمة المرور من ${min} إلى ${max} حرفًا`,
  ],
  [
    /^The CV must be a PDF, DOC, DOCX or image file$/,
    () => 'يجب أن تكون السيرة الذاتية ملف PDF أو DOC أو DOCX أو صورة',
  ],
  [
    /^The image must be a JPEG, PNG, GIF or WebP image$/,
    () => 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو GIF أو WebP',
  ],
  [/^The grade must be one of (.+)$/, () => 'اختر التقدير: امتياز أو جيد جدًا أو جيد أو مقبول'],
  [
    /^Too many failed sign-ins for this account, please try again in (\d+) minutes$/,
    (n) => `محاولات دخول خاطئة كثيرة لهذا الحساب، يُرجى المحاولة بعد ${n} دقيقة`,
  ],
  [
    /^We have sent a new link to (.+)\. It works for 24 hours\.$/,
    (email) => `أرسلنا رابطًا جديدًا إلى ${email}، وهو صالح لمدة 24 ساعة.`,
  ],
  [
    /^The new session has only (\d+) seats? left$/,
    (n) => `لم يتبقَّ في الموعد الجديد سوى ${n} من المقاعد`,
  ],
];

/** A message in Arabic, or undefined when this table does not have it. */
export function arabicMessage(english: string): string | undefined {
  const exact = EXACT[english];
  if (exact) return exact;
  for (const [pattern, write] of PATTERNS) {
    const match = pattern.exec(english);
    const arabic = match ? write(...match.slice(1)) : undefined;
    if (arabic) return arabic;
  }
  return undefined;
}

/** `message` (and each field's text in `errors`) of an answer body, in Arabic where known. */
export function bodyInArabic(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string') return body;
  const translated: Record<string, unknown> = {
    ...(body as Record<string, unknown>),
    message: arabicMessage(message) ?? message,
  };
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    translated.errors = Object.fromEntries(
      Object.entries(errors as Record<string, unknown>).map(([field, text]) => [
        field,
        typeof text === 'string' ? (arabicMessage(text) ?? text) : text,
      ]),
    );
  }
  return translated;
}

/**
 * An answer that is the API speaking, not data: every error (`{ message, errors? }`) and the
 * confirmations (`{ message }`, the contact form's `{ id, message }`). A record that has a
 * `message` field (a visitor's enquiry, read by staff) is data, and stays as its author wrote it.
 */
function isApiMessage(status: number, body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  if (typeof (body as { message?: unknown }).message !== 'string') return false;
  return status >= 400 || Object.keys(body).every((key) => key === 'message' || key === 'id');
}

/**
 * Express middleware for /api: the API's messages go out in Arabic when the client prefers
 * Arabic to English (`Accept-Language: ar`, `ar-EG`…). Success and error answers alike ("You
 * have left the waitlist", a 422), since the filter and the handlers both answer through
 * res.json.
 */
export function messagesInClientLanguage(
  request: { acceptsLanguages(...languages: string[]): string | false },
  response: { statusCode: number; json(body: unknown): unknown; vary(field: string): unknown },
  next: () => void,
): void {
  const json = response.json.bind(response);
  const arabic = request.acceptsLanguages('en', 'ar') === 'ar';
  response.json = (body: unknown) => {
    if (!isApiMessage(response.statusCode, body)) return json(body);
    // A message reads differently by language: caches keep the two apart.
    response.vary('Accept-Language');
    return json(arabic ? bodyInArabic(body) : body);
  };
  next();
}
