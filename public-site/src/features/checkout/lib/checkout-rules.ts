import { type CheckoutDetails } from '@/features/checkout/api/initiate-payment';
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

/** 'To payment' is enabled when first name, last name, phone and city are each longer than 1. */
export function canSubmitCheckout(details: CheckoutDetails): boolean {
  return checkForm(details, checkoutRules).missing.length === 0;
}

/** A best guess at first and last name from the account's full name, to save typing. */
export function splitName(fullName: string): { first_name: string; last_name: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return { first_name: parts[0] ?? '', last_name: parts.slice(1).join(' ') };
}
