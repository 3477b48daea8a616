import { bilingual } from '@/i18n/content';

/** The forgotten-password form (features/auth); Arabic in content/ar/forgot-password.ts. */
const forgotPasswordEnglish = {
  forgot: {
    enterEmail: 'Enter your email',
    checkMail: 'Check your mail',
    sent: 'If an account uses this address, we have mailed it a link to choose a new password.',
    backToSignIn: 'Back to sign in',
    sending: 'Sending',
    title: 'Forgot your password?',
    intro: 'Enter the email of your account: we will mail you a link to choose a new password.',
    email: 'Email',
    submit: 'Send me a link',
    remembered: 'Remembered it?',
    signIn: 'Sign in',
  },
};

export type ForgotPasswordCopy = typeof forgotPasswordEnglish;

export const forgotPasswordPage = bilingual(
  forgotPasswordEnglish,
  () => import('@/content/ar/forgot-password'),
);
