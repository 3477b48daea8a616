import { type CheckoutDetails } from '@/features/checkout/api/initiate-payment';

/** "Longer than 1 character" (spec §5), ignoring surrounding spaces. */
export function longerThanOne(value: string): boolean {
  return value.trim().length > 1;
}

/** 'To payment' is enabled when first name, last name, phone and city are each longer than 1. */
export function canSubmitCheckout(details: CheckoutDetails): boolean {
  return (
    longerThanOne(details.first_name) &&
    longerThanOne(details.last_name) &&
    longerThanOne(details.phone_number) &&
    longerThanOne(details.city)
  );
}

/** The phone number is numeric (spec §2): keep digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** A best guess at first and last name from the account's full name, to save typing. */
export function splitName(fullName: string): { first_name: string; last_name: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return { first_name: parts[0] ?? '', last_name: parts.slice(1).join(' ') };
}
