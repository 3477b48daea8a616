import type { ForgotPasswordCopy } from '@/content/forgot-password';

/** نموذج استعادة كلمة المرور (content/forgot-password.ts). */
const forgotPassword: ForgotPasswordCopy = {
  forgot: {
    enterEmail: 'أدخل بريدك الإلكتروني',
    checkMail: 'تفقّد بريدك الإلكتروني',
    sent: 'إذا كان هذا العنوان مسجلًا لدينا، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة.',
    backToSignIn: 'العودة إلى تسجيل الدخول',
    sending: 'جارٍ الإرسال',
    title: 'نسيت كلمة المرور؟',
    intro: 'أدخل البريد الإلكتروني المسجل في حسابك، وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
    email: 'البريد الإلكتروني',
    submit: 'أرسل الرابط',
    remembered: 'تذكرتها؟',
    signIn: 'سجّل الدخول',
  },
};

export default forgotPassword;
