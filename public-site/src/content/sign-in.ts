import { bilingual } from '@/i18n/content';

/**
 * The login form (features/auth); Arabic in content/ar/sign-in.ts. The forgotten-password
 * form's words are content/forgot-password.ts: each travels in its own page's chunk.
 */
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
};

export type SignInCopy = typeof signInEnglish;

export const signInPage = bilingual(signInEnglish, () => import('@/content/ar/sign-in'));
