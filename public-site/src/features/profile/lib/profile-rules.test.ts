import { describe, expect, it } from '@jest/globals';
import { profilePayload } from '@/features/profile/api/update-profile';
import { formatDate } from '@/lib/format-date';
import { canSubmitProfile } from '@/features/profile/lib/profile-rules';

const values = {
  name: 'Sara Adel',
  email: 'sara@example.com',
  phone: '01001234567',
  company: '',
  password: '',
  password_confirmation: '',
  current_password: '',
  locale: 'en',
};
const saved = 'sara@example.com';

describe('canSubmitProfile', () => {
  it('needs name and email each longer than 1 character', () => {
    expect(canSubmitProfile(values, saved)).toBe(true);
    expect(canSubmitProfile({ ...values, name: 'S' }, saved)).toBe(false);
    expect(canSubmitProfile({ ...values, email: ' e ', current_password: 'old' }, saved)).toBe(
      false,
    );
    expect(canSubmitProfile({ ...values, phone: '', company: '' }, saved)).toBe(true);
  });

  it('needs a matching confirmation and the current password once a new password is typed', () => {
    const typed = { ...values, password: 'N3w-password' };
    expect(canSubmitProfile(typed, saved)).toBe(false);
    expect(canSubmitProfile({ ...typed, password_confirmation: 'x' }, saved)).toBe(false);
    expect(
      canSubmitProfile({ ...typed, password_confirmation: 'x', current_password: 'old' }, saved),
    ).toBe(false);
    expect(
      canSubmitProfile(
        { ...typed, password_confirmation: 'N3w-password', current_password: 'old' },
        saved,
      ),
    ).toBe(true);
  });

  it('needs the current password for another email, not for the same one in other letters', () => {
    expect(canSubmitProfile({ ...values, email: 'sara@example.org' }, saved)).toBe(false);
    expect(
      canSubmitProfile({ ...values, email: 'sara@example.org', current_password: 'old' }, saved),
    ).toBe(true);
    expect(canSubmitProfile({ ...values, email: ' Sara@Example.com ' }, saved)).toBe(true);
  });
});

describe('profilePayload', () => {
  it('never carries a role and leaves the password out when none was typed', () => {
    expect(profilePayload({ ...values, name: ' Sara ', company: ' Acme ' })).toEqual({
      name: 'Sara',
      email: 'sara@example.com',
      phone: '01001234567',
      locale: 'en',
      company: 'Acme',
    });
  });

  it('sends a typed password with its confirmation', () => {
    const payload = profilePayload({
      ...values,
      password: 'N3w-password',
      password_confirmation: 'N3w-password',
    });
    expect(payload.password).toBe('N3w-password');
    expect(payload.password_confirmation).toBe('N3w-password');
    expect('role' in payload).toBe(false);
    expect('current_password' in payload).toBe(false);
  });

  it('sends the current password when it was typed', () => {
    expect(profilePayload({ ...values, current_password: 'Old-pass1' }).current_password).toBe(
      'Old-pass1',
    );
  });
});

describe('formatDate', () => {
  it('shows a timestamp as YYYY-MM-DD, and a dash for nothing usable', () => {
    expect(formatDate(new Date(2025, 0, 5, 14, 30).toISOString())).toBe('2025-01-05');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});
