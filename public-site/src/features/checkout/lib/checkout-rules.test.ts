import { describe, expect, it } from '@jest/globals';
import { checkForm } from '@/lib/field-rules';
import {
  canSubmitCheckout,
  checkoutRules,
  splitName,
} from '@/features/checkout/lib/checkout-rules';

const filled = {
  first_name: 'Sara',
  last_name: 'Adel',
  phone_number: '01001234567',
  city: 'Cairo',
  street: '',
  building: '',
  floor: '',
  apartment: '',
};

describe('canSubmitCheckout', () => {
  it('needs first name, last name, phone and city each longer than 1 character', () => {
    expect(canSubmitCheckout(filled)).toBe(true);
    for (const field of ['first_name', 'last_name', 'phone_number', 'city'] as const) {
      expect(canSubmitCheckout({ ...filled, [field]: '' })).toBe(false);
      expect(canSubmitCheckout({ ...filled, [field]: 'x' })).toBe(false);
      expect(canSubmitCheckout({ ...filled, [field]: ' x ' })).toBe(false);
      expect(canSubmitCheckout({ ...filled, [field]: 'xy' })).toBe(true);
    }
  });

  it('does not need street, building, floor or apartment', () => {
    expect(
      canSubmitCheckout({ ...filled, street: '', building: '', floor: '', apartment: '' }),
    ).toBe(true);
  });
});

describe('splitName', () => {
  it('splits an account name into first and last names', () => {
    expect(splitName('  Sara  Adel Mahmoud ')).toEqual({
      first_name: 'Sara',
      last_name: 'Adel Mahmoud',
    });
    expect(splitName('Sara')).toEqual({ first_name: 'Sara', last_name: '' });
  });
});

describe('checkoutRules', () => {
  it('names what still keeps To payment disabled, and why each field is refused', () => {
    const { missing, problems } = checkForm(
      { ...filled, first_name: '', city: 'x' },
      checkoutRules,
    );
    expect(missing).toEqual(['first name', 'city']);
    expect(problems.first_name).toBe('This field is required.');
    expect(problems.city).toBe('At least 2 characters.');
  });
});
