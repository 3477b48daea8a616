import {
  type CheckoutDetails,
  type CompanyDetails,
} from '@/features/checkout/api/initiate-payment';
import { checkForm, longerThanOne, type FormRules } from '@/lib/field-rules';

const twoCharacters = (value: string) =>
  longerThanOne(value) ? undefined : 'At least 2 characters.';

/** The spec's gate (each longer than one character), field by field, so the form can say it. */
export const checkoutRules: FormRules<CheckoutDetails> = {
  first_name: { label: 'first name', check: twoCharacters },
  last_name: { label: 'last name', check: twoCharacters },
  phone_number: { label: 'phone number', check: twoCharacters },
  city: { label: 'city', check: twoCharacters },
};

/** The checkout form's values: billing details and the optional company. */
export type CheckoutFormValues = CheckoutDetails & CompanyDetails;

/** The server's limits (InitiatePaymentDto). */
export const COMPANY_NAME_MAX = 150;
export const TAX_NUMBER_MAX = 30;
const TAX_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;

/**
 * The company part (issue 26 item 17), checked while it is open: both optional, but a tax
 * registration number names its company, so the name is then needed.
 */
export const companyRules: FormRules<CheckoutFormValues> = {
  company_name: {
    label: 'company name',
    required: (values) => values.tax_registration_number.trim() !== '',
    check: (value) =>
      value.trim().length > COMPANY_NAME_MAX
        ? `At most ${COMPANY_NAME_MAX} characters.`
        : undefined,
  },
  tax_registration_number: {
    label: 'tax registration number',
    required: false,
    check: (value) => {
      const number = value.trim();
      if (number.length > TAX_NUMBER_MAX) return `At most ${TAX_NUMBER_MAX} characters.`;
      return TAX_NUMBER.test(number) ? undefined : 'Only letters, digits, spaces and - / .';
    },
  },
};

/** 'To payment' is enabled when first name, last name, phone and city are each longer than 1. */
export function canSubmitCheckout(details: CheckoutDetails): boolean {
  return checkForm(details, checkoutRules).missing.length === 0;
}

/** A best guess at first and last name from the account's full name, to save typing. */
export function splitName(fullName: string): { first_name: string; last_name: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return { first_name: parts[0] ?? '', last_name: parts.slice(1).join(' ') };
}
