import type { ServicesCopy } from '@/content/services';

/** شبكة الخدمات في الصفحة الرئيسية بالعربية (content/services.ts). */
const services: ServicesCopy = {
  eyebrow: 'ما نقدمه',
  title: 'خدمات على امتداد سلسلة قيمة الطاقة',
  intro: 'شريك واحد للكفاءات والأدوات والعمل الميداني وراء كل برميل.',
  more: 'اعرف المزيد',
  items: [
    {
      title: 'التدريب',
      description:
        'دورات حضورية في تخصصات قطاعي المنبع والمصب، وتقنية المعلومات، وتعلم الآلة، والمالية.',
      to: '/courses',
      icon: 'training',
    },
    {
      title: 'البرمجيات',
      description: 'أدوات متخصصة وحزم متكاملة لعلوم الأرض والهندسة من شركاء موثوقين.',
      to: '/software',
      icon: 'software',
    },
    {
      title: 'الاستشارات',
      description:
        'دراسات جيولوجية وجيوفيزيائية وهندسة المكامن والعمليات في الشرق الأوسط وشمال أفريقيا ودول الخليج.',
      to: '/consultation',
      icon: 'consultation',
    },
    {
      title: 'العمليات',
      description:
        'الرفع الاصطناعي واختبار آبار الإنتاج وكيماويات الاستخلاص المعزز للنفط في الميدان.',
      to: '/artificalleft',
      icon: 'operations',
    },
  ],
};

export default services;
