import { type CheckoutDetails } from '@/features/checkout/api/initiate-payment';
import { longerThanOne } from '@/lib/field-rules';

/** 'To payment' is enabled when first name, last name, phone and city are each longer than 1. */
export function canSubmitCheckout(details: CheckoutDetails): boolean {
  return (
    longerThanOne(details.first_name) &&
    longerThanOne(details.last_name) &&
    longerThanOne(details.phone_number) &&
    longerThanOne(details.city)
  );
}

/** A best guess at first and last name from the account's full name, to save typing. */
export function splitName(fullName: string): { first_name: string; last_name: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return { first_name: parts[0] ?? '', last_name: parts.slice(1).join(' ') };
}
