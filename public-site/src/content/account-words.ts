import { bilingual } from '@/i18n/content';

/**
 * The pages behind the mails' links (verify-email, reset-password) and the register form
 * (features/auth). Arabic in content/ar/account-words.ts. The server answers these calls in
 * English: Arabic pages say its known answers in Arabic instead (see `linkRefused`).
 */
const accountEnglish = {
  /** Said instead of the server's words on Arabic pages; English pages show the server's. */
  answers: {
    linkGone: 'This link has expired or was already used. Please ask for a new one.',
    linkInvalid: 'This link is not valid.',
    failed: 'Something went wrong. Please try again in a moment.',
  },
  verify: {
    confirmed: 'Email address confirmed',
    already: 'Your address is confirmed',
    notConfirmed: 'Email address not confirmed',
    thanks: 'Thank you, your email address is confirmed.',
    confirmedEarlier: '{email} was confirmed earlier, so this link is no longer needed.',
    incomplete: 'This link is not complete.',
    browse: 'Browse the courses',
    bannerSends: 'The banner at the top of the site sends a new link. ',
    home: 'Home',
    signIn: 'Sign in',
    signInToSee:
      ' to see whether your address is confirmed, or to send a new link from the banner.',
  },
  reset: {
    title: 'Choose a new password',
    incomplete: 'This link is not complete. Please open the link from your mail again.',
    askAgain: 'Ask for a new link',
    changed: 'Password changed',
    changedText: 'Your password has been changed. Please sign in with your new password.',
    signIn: 'Sign in',
    saving: 'Saving',
    intro: 'Saving it signs you out on every device.',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    submit: 'Save new password',
  },
  register: {
    creating: 'Creating your account',
    title: 'Create your account',
    intro: 'Register to book training courses and keep a wishlist.',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    password: 'Password',
    confirm: 'Confirm password',
    submit: 'Register',
    haveAccount: 'Already have an account?',
    login: 'Login',
  },
  /** PASSWORD_HINT and PASSWORD_RULE (lib/password-rule) in the page's language. */
  passwordLength: '{min} to {max} characters',
};

export type AccountCopy = typeof accountEnglish;

export const accountWords = bilingual(accountEnglish, () => import('@/content/ar/account-words'));
