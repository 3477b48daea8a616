import { bilingual } from '@/i18n/content';

/** The login and forgotten-password forms (features/auth); Arabic in content/ar/sign-in.ts. */
const signInEnglish = {
  login: {
    signingIn: 'Signing in',
    title: 'Sign in',
    intro: 'Welcome back. Sign in to book courses and follow your training.',
    emailOrPhone: 'Email or phone',
    password: 'Password',
    forgot: 'Forgot password?',
    submit: 'Login',
    noAccount: 'Don’t have an account?',
    register: 'Register',
    wrong: 'Wrong email or password',
    failed: 'Internal Server Error',
  },
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

export type SignInCopy = typeof signInEnglish;

export const signInPage = bilingual(signInEnglish, () => import('@/content/ar/sign-in'));
