import type { SignInCopy } from '@/content/sign-in';

/** نموذج تسجيل الدخول (content/sign-in.ts). */
const signIn: SignInCopy = {
  login: {
    signingIn: 'جارٍ تسجيل الدخول',
    title: 'تسجيل الدخول',
    intro: 'مرحبًا بعودتك. سجّل الدخول لحجز الدورات ومتابعة تدريبك.',
    emailOrPhone: 'البريد الإلكتروني أو الهاتف',
    password: 'كلمة المرور',
    forgot: 'نسيت كلمة المرور؟',
    submit: 'دخول',
    noAccount: 'ليس لديك حساب؟',
    register: 'أنشئ حسابًا',
    wrong: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    failed: 'حدث خطأ في الخادم. أعد المحاولة بعد قليل.',
  },
};

export default signIn;
