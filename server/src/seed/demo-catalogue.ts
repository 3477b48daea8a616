import type { Motif } from './course-art.js';

/**
 * A believable starting catalogue for a fresh installation (SEED_DEMO), with the Arabic a
 * visitor on /ar reads (the `_ar` twins of the translated fields, issue 28 item 2). Two courses
 * have no Arabic on purpose: the site shows their English, as it does for any text staff have
 * not translated yet. Course codes (classification) read the same in both languages.
 */
export const DEMO_CATEGORIES: {
  title: string;
  title_ar: string;
  subCategories: {
    title: string;
    title_ar: string;
    motif: Motif;
    hue: number;
    courses: {
      name: string;
      name_ar?: string;
      classification: string;
      discipline: string;
      discipline_ar?: string;
      price: number;
      instructor: string;
      time: string;
      location: string;
      location_ar?: string;
      description: string;
      description_ar?: string;
      /** Other words the search finds the course by (issue 26 item 4). */
      keywords?: string;
    }[];
  }[];
}[] = [
  {
    title: 'Upstream',
    title_ar: 'عمليات المنبع',
    subCategories: [
      {
        title: 'Production engineering',
        title_ar: 'هندسة الإنتاج',
        motif: 'derrick',
        hue: 205,
        courses: [
          {
            name: 'Electrical Submersible Pump Design and Troubleshooting',
            name_ar: 'تصميم المضخات الغاطسة الكهربائية وتشخيص أعطالها',
            classification: 'PE-201',
            discipline: 'Artificial lift',
            price: 18500,
            instructor: 'Eng. Karim Mansour, 18 years in ESP field service',
            time: '5 days, Sun–Thu, 09:00–16:00',
            location: 'Petrolink Training Centre, New Cairo',
            description:
              '<p>Size an ESP system from reservoir inflow to surface equipment, read amp charts and diagnose gas locking, scale and motor overheating.</p><ul><li>Pump curves, stages and operating range</li><li>Motor, seal and cable selection</li><li>Run-life analysis and failure reports</li></ul>',
            discipline_ar: 'الرفع الاصطناعي',
            location_ar: 'مركز بترولينك للتدريب، القاهرة الجديدة',
            description_ar:
              '<p>تصميم منظومة المضخة الغاطسة الكهربائية من تدفق المكمن حتى معدات السطح، وقراءة مخططات التيار، وتشخيص انحباس الغاز وترسب القشور وارتفاع حرارة المحرك.</p><ul><li>منحنيات المضخة وعدد المراحل ونطاق التشغيل</li><li>اختيار المحرك ووحدة العزل والكابل</li><li>تحليل عمر التشغيل وتقارير الأعطال</li></ul>',
          },
          {
            name: 'Gas Lift Design and Optimisation',
            name_ar: 'تصميم الرفع بالغاز وتحسين أدائه',
            classification: 'PE-204',
            discipline: 'Artificial lift',
            price: 16000,
            instructor: 'Eng. Laila Hassan, gas lift specialist',
            time: '4 days, Mon–Thu, 09:00–16:00',
            location: 'Petrolink Training Centre, New Cairo',
            description:
              '<p>Continuous and intermittent gas lift: valve spacing, injection pressure, multipointing diagnosis and field-wide gas allocation.</p>',
            discipline_ar: 'الرفع الاصطناعي',
            location_ar: 'مركز بترولينك للتدريب، القاهرة الجديدة',
            description_ar:
              '<p>الرفع بالغاز المستمر والمتقطع: تباعد الصمامات، وضغط الحقن، وتشخيص الحقن من أكثر من صمام في آنٍ واحد، وتوزيع الغاز على آبار الحقل.</p>',
          },
          {
            name: 'Sucker Rod and Progressing Cavity Pumps',
            name_ar: 'مضخات القضبان الماصة والمضخات ذات التجويف المتقدم',
            classification: 'PE-207',
            discipline: 'Artificial lift',
            price: 14500,
            instructor: 'Eng. Omar Farouk',
            time: '3 days, 09:00–16:00',
            location: 'Ras Shukeir field base',
            description:
              '<p>Rod string design, dynamometer card interpretation, PCP elastomer selection and handling of heavy and sandy crude.</p>',
            discipline_ar: 'الرفع الاصطناعي',
            location_ar: 'قاعدة حقل رأس شقير',
            description_ar:
              '<p>تصميم عمود القضبان، وتفسير بطاقات الدينامومتر، واختيار المطاط المرن لمضخات التجويف المتقدم، والتعامل مع الخام الثقيل والمحمَّل بالرمال.</p>',
            keywords: 'SRP, PCP, beam pump, rod lift',
          },
        ],
      },
      {
        title: 'Reservoir engineering',
        title_ar: 'هندسة المكامن',
        motif: 'layers',
        hue: 190,
        courses: [
          {
            name: 'Applied Reservoir Engineering',
            name_ar: 'هندسة المكامن التطبيقية',
            classification: 'RE-101',
            discipline: 'Reservoir',
            price: 21000,
            instructor: 'Dr. Hany Abdelrahman',
            time: '5 days, Sun–Thu, 09:00–16:00',
            location: 'Petrolink Training Centre, New Cairo',
            description:
              '<p>Material balance, decline curve analysis, drive mechanisms and reserves classification under PRMS, with field cases from the Western Desert.</p>',
            discipline_ar: 'هندسة المكامن',
            location_ar: 'مركز بترولينك للتدريب، القاهرة الجديدة',
            description_ar:
              '<p>موازنة المواد، وتحليل منحنيات تناقص الإنتاج، وآليات الدفع في المكامن، وتصنيف الاحتياطيات وفق نظام PRMS، مع دراسات حالة من حقول الصحراء الغربية.</p>',
          },
          {
            name: 'Well Test Design and Pressure Transient Analysis',
            name_ar: 'تصميم اختبارات الآبار وتحليل الضغط العابر',
            classification: 'RE-210',
            discipline: 'Well testing',
            price: 19500,
            instructor: 'Eng. Mona Saleh',
            time: '4 days, 09:00–16:00',
            location: 'Petrolink Training Centre, New Cairo',
            description:
              '<p>Plan drawdown, build-up and DST programmes; interpret derivative plots for skin, permeability and boundaries; surface well testing and multiphase metering.</p>',
            discipline_ar: 'اختبار الآبار',
            location_ar: 'مركز بترولينك للتدريب، القاهرة الجديدة',
            description_ar:
              '<p>تخطيط برامج اختبار السحب واستعادة الضغط واختبار عمود الحفر (DST)، وتفسير منحنيات المشتقة لتقدير معامل الضرر والنفاذية وحدود المكمن، إلى جانب الاختبار السطحي للآبار والقياس متعدد الأطوار.</p>',
          },
          {
            name: 'Chemical and Polymer EOR Screening',
            classification: 'RE-305',
            discipline: 'Enhanced oil recovery',
            price: 23000,
            instructor: 'Dr. Tarek El-Sayed',
            time: '3 days, 09:00–16:00',
            location: 'Alexandria Conference Centre',
            description:
              '<p>Screen reservoirs for polymer, surfactant-polymer and ASP flooding; laboratory programmes, pilot design and chemical supply logistics.</p>',
          },
        ],
      },
    ],
  },
  {
    title: 'Downstream',
    title_ar: 'عمليات المصب',
    subCategories: [
      {
        title: 'Refining and processing',
        title_ar: 'التكرير والمعالجة',
        motif: 'pipes',
        hue: 20,
        courses: [
          {
            name: 'Crude Oil Refining Fundamentals',
            name_ar: 'أساسيات تكرير النفط الخام',
            classification: 'DS-110',
            discipline: 'Refining',
            price: 15000,
            instructor: 'Eng. Ahmed Nabil',
            time: '4 days, 09:00–16:00',
            location: 'Suez training hall',
            description:
              '<p>From the crude assay to finished products: distillation, cracking, reforming, treating and the economics of a refinery margin.</p>',
            discipline_ar: 'التكرير',
            location_ar: 'قاعة التدريب بالسويس',
            description_ar:
              '<p>من تحليل الخام إلى المنتجات النهائية: التقطير والتكسير والتهذيب والمعالجة، واقتصاديات هامش التكرير.</p>',
          },
          {
            name: 'Process Safety Management',
            name_ar: 'إدارة سلامة العمليات',
            classification: 'DS-150',
            discipline: 'HSE',
            price: 12500,
            instructor: 'Eng. Rania Fawzy, CCPSC',
            time: '3 days, 09:00–16:00',
            location: 'Petrolink Training Centre, New Cairo',
            description:
              '<p>HAZOP and LOPA in practice, management of change, permit to work and learning from major accident case studies.</p>',
            discipline_ar: 'الصحة والسلامة والبيئة',
            location_ar: 'مركز بترولينك للتدريب، القاهرة الجديدة',
            description_ar:
              '<p>تطبيق دراستَي HAZOP وLOPA عمليًا، وإدارة التغيير، ونظام تصاريح العمل، واستخلاص الدروس من دراسات حالة لحوادث كبرى.</p>',
          },
        ],
      },
      {
        title: 'Pipelines and storage',
        title_ar: 'خطوط الأنابيب والتخزين',
        motif: 'pipes',
        hue: 32,
        courses: [
          {
            name: 'Pipeline Integrity Management',
            name_ar: 'إدارة سلامة خطوط الأنابيب وتكاملها',
            classification: 'DS-220',
            discipline: 'Pipelines',
            price: 17500,
            instructor: 'Eng. Youssef Gamal',
            time: '4 days, 09:00–16:00',
            location: 'Petrolink Training Centre, New Cairo',
            description:
              '<p>Corrosion mechanisms, cathodic protection, in-line inspection data and risk-based integrity plans for liquid and gas lines.</p>',
            discipline_ar: 'خطوط الأنابيب',
            location_ar: 'مركز بترولينك للتدريب، القاهرة الجديدة',
            description_ar:
              '<p>آليات التآكل، والحماية الكاثودية، وبيانات الفحص الداخلي للخطوط، وخطط السلامة المبنية على تقييم المخاطر لخطوط السوائل والغاز.</p>',
          },
        ],
      },
    ],
  },
  {
    title: 'Digital and data',
    title_ar: 'التحول الرقمي والبيانات',
    subCategories: [
      {
        title: 'Machine learning for energy',
        title_ar: 'تعلُّم الآلة في قطاع الطاقة',
        motif: 'nodes',
        hue: 250,
        courses: [
          {
            name: 'Machine Learning for Production Data',
            name_ar: 'تعلُّم الآلة لبيانات الإنتاج',
            classification: 'IT-310',
            discipline: 'Data science',
            price: 20000,
            instructor: 'Dr. Nour Elshamy',
            time: '5 evenings, 17:00–21:00',
            location: 'Petrolink Training Centre, New Cairo',
            description:
              '<p>Python for well and sensor data: cleaning, virtual flow metering, failure prediction for ESPs and honest model validation.</p>',
            discipline_ar: 'علم البيانات',
            location_ar: 'مركز بترولينك للتدريب، القاهرة الجديدة',
            description_ar:
              '<p>لغة بايثون لبيانات الآبار والمستشعرات: تنقية البيانات، والقياس الافتراضي للتدفق، والتنبؤ بأعطال المضخات الغاطسة الكهربائية، والتحقق الأمين من صحة النماذج.</p>',
          },
          {
            name: 'Geoscience Software Workflows',
            classification: 'IT-220',
            discipline: 'Geoscience software',
            price: 16500,
            instructor: 'Eng. Sherif Adel',
            time: '4 days, 09:00–16:00',
            location: 'Petrolink Training Centre, New Cairo',
            description:
              '<p>From seismic interpretation to a static model: horizons, faults, petrophysical logs and property modelling in industry-standard suites.</p>',
          },
        ],
      },
    ],
  },
  {
    title: 'Business and finance',
    title_ar: 'الإدارة والتمويل',
    subCategories: [
      {
        title: 'Petroleum economics',
        title_ar: 'اقتصاديات البترول',
        motif: 'chart',
        hue: 150,
        courses: [
          {
            name: 'Petroleum Economics and Risk Analysis',
            name_ar: 'اقتصاديات البترول وتحليل المخاطر',
            classification: 'FN-120',
            discipline: 'Finance',
            price: 15500,
            instructor: 'Dr. Heba Mostafa',
            time: '3 days, 09:00–16:00',
            location: 'Cairo Business Hub, Zamalek',
            description:
              '<p>Cash-flow models, production sharing contracts in Egypt and the region, NPV and IRR, and Monte Carlo risk analysis for field developments.</p>',
            discipline_ar: 'التمويل',
            location_ar: 'مركز القاهرة للأعمال، الزمالك',
            description_ar:
              '<p>نماذج التدفقات النقدية، وعقود اقتسام الإنتاج في مصر والمنطقة، وصافي القيمة الحالية ومعدل العائد الداخلي، وتحليل مونت كارلو للمخاطر في مشروعات تنمية الحقول.</p>',
          },
          {
            name: 'Project Management for Oilfield Operations',
            name_ar: 'إدارة المشروعات في عمليات حقول النفط',
            classification: 'FN-140',
            discipline: 'Management',
            price: 13500,
            instructor: 'Eng. Mahmoud Rizk, PMP',
            time: '4 days, 09:00–16:00',
            location: 'Cairo Business Hub, Zamalek',
            description:
              '<p>Scope, schedule and cost control for workovers, facilities tie-ins and drilling campaigns, with contractor management in practice.</p>',
            discipline_ar: 'الإدارة',
            location_ar: 'مركز القاهرة للأعمال، الزمالك',
            description_ar:
              '<p>التحكم في النطاق والجدول الزمني والتكلفة لأعمال صيانة الآبار وربط المرافق وحملات الحفر، مع إدارة المقاولين على أرض الواقع.</p>',
          },
        ],
      },
    ],
  },
];

export const DEMO_JOBS: {
  title: string;
  title_ar: string;
  category: string;
  category_ar: string;
  type: 'all' | 'instructor';
  description: string;
  description_ar: string;
}[] = [
  {
    title: 'Senior ESP Field Engineer',
    title_ar: 'مهندس ميداني أول للمضخات الغاطسة الكهربائية',
    category: 'Artificial lift',
    category_ar: 'الرفع الاصطناعي',
    type: 'all',
    description:
      '<p>Install, commission and troubleshoot electrical submersible pump systems across Western Desert and Gulf of Suez fields.</p><ul><li>BSc in petroleum, mechanical or electrical engineering</li><li>5+ years of ESP or artificial lift experience</li><li>Valid driving licence; rotation 28/28</li></ul>',
    description_ar:
      '<p>تركيب منظومات المضخات الغاطسة الكهربائية وتشغيلها وتشخيص أعطالها في حقول الصحراء الغربية وخليج السويس.</p><ul><li>بكالوريوس في هندسة البترول أو الهندسة الميكانيكية أو الكهربائية</li><li>خبرة لا تقل عن 5 سنوات في المضخات الغاطسة الكهربائية أو الرفع الاصطناعي</li><li>رخصة قيادة سارية، ونظام عمل 28/28</li></ul>',
  },
  {
    title: 'Well Testing Operator',
    title_ar: 'مشغل معدات اختبار الآبار',
    category: 'Production well testing',
    category_ar: 'اختبار إنتاج الآبار',
    type: 'all',
    description:
      '<p>Rig up and operate surface well testing packages: separators, choke manifolds, data headers and multiphase meters.</p><ul><li>3+ years on well testing crews</li><li>IWCF or equivalent well control certificate</li></ul>',
    description_ar:
      '<p>تجهيز وحدات الاختبار السطحي للآبار وتشغيلها: أجهزة الفصل، ومشعبات الخوانق، ومجمِّعات البيانات، وعدادات القياس متعددة الأطوار.</p><ul><li>خبرة لا تقل عن 3 سنوات ضمن أطقم اختبار الآبار</li><li>شهادة IWCF للتحكم في الآبار أو ما يعادلها</li></ul>',
  },
  {
    title: 'Reservoir Engineer',
    title_ar: 'مهندس مكامن',
    category: 'Consultation',
    category_ar: 'الاستشارات',
    type: 'all',
    description:
      '<p>Build and history-match reservoir models, evaluate EOR opportunities and support field development plans for clients across the MENA region.</p>',
    description_ar:
      '<p>بناء نماذج المكامن ومطابقتها مع تاريخها الإنتاجي، وتقييم فرص الاستخلاص المعزز للنفط، ودعم خطط تنمية الحقول لعملائنا في منطقة الشرق الأوسط وشمال أفريقيا.</p>',
  },
  {
    title: 'Artificial Lift Instructor',
    title_ar: 'مدرب الرفع الاصطناعي',
    category: 'Training',
    category_ar: 'التدريب',
    type: 'instructor',
    description:
      '<p>Deliver our ESP, gas lift and rod pump courses in Cairo and at client sites. Ten years of field experience and a passion for teaching.</p>',
    description_ar:
      '<p>تقديم دوراتنا في المضخات الغاطسة الكهربائية والرفع بالغاز ومضخات القضبان في القاهرة وفي مواقع العملاء. نبحث عن خبرة ميدانية لا تقل عن عشر سنوات وشغف حقيقي بالتدريس.</p>',
  },
  {
    title: 'Data Science Instructor (Energy)',
    title_ar: 'مدرب علم البيانات (قطاع الطاقة)',
    category: 'Training',
    category_ar: 'التدريب',
    type: 'instructor',
    description:
      '<p>Teach Python and machine learning applied to production and sensor data to engineers. Part-time, evening sessions.</p>',
    description_ar:
      '<p>تدريس لغة بايثون وتعلُّم الآلة للمهندسين وتطبيقهما على بيانات الإنتاج والمستشعرات. عمل بدوام جزئي في جلسات مسائية.</p>',
  },
];

/** Published on the home page's "What our clients say" band (the companies are fictional). */
export const DEMO_TESTIMONIALS: {
  quote: string;
  quote_ar: string;
  author: string;
  company: string;
}[] = [
  {
    quote:
      'Petrolink redesigned the ESP program on twelve of our Western Desert wells: new pump sizing from the well tests, VSD tuning on site and a proper failure-analysis loop. Average run life went from 410 to 730 days in eighteen months.',
    quote_ar:
      'أعادت بترولينك تصميم برنامج المضخات الغاطسة الكهربائية في اثنتي عشرة بئرًا من آبارنا بالصحراء الغربية: اختيار جديد لمقاسات المضخات بناءً على اختبارات الآبار، وضبط محركات السرعة المتغيرة في الموقع، ودورة منتظمة لتحليل الأعطال. وارتفع متوسط عمر التشغيل من 410 أيام إلى 730 يومًا خلال ثمانية عشر شهرًا.',
    author: 'Eng. Hany El-Sayed',
    company: 'Qarun Basin Petroleum Company',
  },
  {
    quote:
      'Their well-testing crew mobilised in four days and the interpretation report was on my desk a week after flow-back. Clear data, no surprises on the invoice.',
    quote_ar:
      'وصل فريق اختبار الآبار إلى الموقع خلال أربعة أيام، وكان تقرير التفسير على مكتبي بعد أسبوع واحد من انتهاء التدفق. بيانات واضحة، ولا مفاجآت في الفاتورة.',
    author: 'Eng. Mona Adel',
    company: 'Gulf of Suez Operating Company',
  },
  {
    quote:
      'We sent twenty junior production engineers to the artificial lift course. The instructors had run the same pumps in the field, and it showed in every session.',
    quote_ar:
      'أرسلنا عشرين مهندس إنتاج من حديثي الخبرة إلى دورة الرفع الاصطناعي. كان المدربون قد شغَّلوا المضخات نفسها في الحقول، وقد ظهر ذلك في كل جلسة.',
    author: 'Eng. Karim Fawzy',
    company: 'Nile Delta Gas',
  },
];

/** Shown on the training and careers pages (and as their FAQPage), in this order. */
export const DEMO_FAQS: {
  question: string;
  question_ar: string;
  answer: string;
  answer_ar: string;
}[] = [
  {
    question: 'Where do the courses take place?',
    question_ar: 'أين تُعقد الدورات؟',
    answer:
      '<p>At our training centre in New Cairo, or on your own site anywhere in Egypt and the Gulf for a group of eight or more. Each session on a course page gives its place and times.</p>',
    answer_ar:
      '<p>في مركزنا التدريبي بالقاهرة الجديدة، أو في موقعكم بأي مكان في مصر والخليج لمجموعة من ثمانية متدربين أو أكثر. وتذكر كل جلسة في صفحة الدورة مكانها ومواعيدها.</p>',
  },
  {
    question: 'How do I book and pay for a seat?',
    question_ar: 'كيف أحجز مقعدًا وأدفع رسومه؟',
    answer:
      '<p>Sign in, choose a date on the course page and pay by card through Paymob. Your seat is held while you pay; the confirmation, the receipt and a calendar file arrive by email.</p>',
    answer_ar:
      '<p>سجِّل الدخول، واختر موعدًا من صفحة الدورة، ثم ادفع بالبطاقة عبر Paymob. يبقى مقعدك محجوزًا لك أثناء الدفع، ويصلك التأكيد والإيصال وملف التقويم بالبريد الإلكتروني.</p>',
  },
  {
    question: 'Can I move or cancel a booking?',
    question_ar: 'هل يمكنني تغيير موعد الحجز أو إلغاؤه؟',
    answer:
      '<p>You can cancel a booked seat from your profile up to seven days before the course starts; the payment goes back to your card. To move to another date of the same course, contact us and our team moves the booking for you. Our <a href="/refund-returns-policy">refund and returns policy</a> gives the details.</p>',
    answer_ar:
      '<p>يمكنك إلغاء المقعد المحجوز من ملفك الشخصي حتى سبعة أيام قبل بدء الدورة، ويُردّ المبلغ إلى بطاقتك. أما نقل الحجز إلى موعد آخر للدورة نفسها فتواصل معنا بشأنه، وسيتولى فريقنا نقله لك. وتجد التفاصيل في <a href="/ar/refund-returns-policy">سياسة الاسترداد والإرجاع</a>.</p>',
  },
  {
    question: 'Do I get a certificate?',
    question_ar: 'هل أحصل على شهادة؟',
    answer:
      '<p>Every participant who attends the whole course receives a certificate. It appears in your profile as a PDF, and an employer can check it online with the code printed on it.</p>',
    answer_ar:
      '<p>يحصل كل مشارك يحضر الدورة كاملة على شهادة تظهر في ملفه الشخصي بصيغة PDF، ويمكن لجهة العمل التحقق منها عبر الإنترنت بالرمز المطبوع عليها.</p>',
  },
  {
    question: 'How do I apply for a job, and what happens next?',
    question_ar: 'كيف أتقدم لوظيفة، وما الخطوات التالية؟',
    answer:
      '<p>Open the position on the Careers page and send the form with your CV (PDF, Word or an image). Our recruitment team reads every application and writes to you if your profile matches the role.</p>',
    answer_ar:
      '<p>افتح الوظيفة في صفحة الوظائف وأرسل النموذج مع سيرتك الذاتية (بصيغة PDF أو Word أو صورة). يطَّلع فريق التوظيف لدينا على كل طلب، ويراسلك إذا كانت مؤهلاتك مناسبة للوظيفة.</p>',
  },
];
