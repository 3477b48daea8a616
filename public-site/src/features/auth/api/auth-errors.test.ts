import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@/lib/api-client';
import { loginErrorMessage } from '@/features/auth/api/login';
import { registerErrorMessage } from '@/features/auth/api/register';

describe('loginErrorMessage', () => {
  it('maps 401 to the fixed wrong-credentials text', () => {
    expect(loginErrorMessage(new ApiError(401, 'Unauthorized'))).toBe('Wrong email or password');
  });

  it('shows the server message of a 422', () => {
    expect(loginErrorMessage(new ApiError(422, 'email_or_phone should not be empty'))).toBe(
      'email_or_phone should not be empty',
    );
  });

  it('shows the server message of a 429 (too many attempts)', () => {
    const message = 'Too many failed sign-ins for this account, please try again in 15 minutes';
    expect(loginErrorMessage(new ApiError(429, message))).toBe(message);
  });

  it('shows Internal Server Error for anything else', () => {
    expect(loginErrorMessage(new ApiError(500, 'boom'))).toBe('Internal Server Error');
    expect(loginErrorMessage(new ApiError(0, 'Network error'))).toBe('Internal Server Error');
    expect(loginErrorMessage(new Error('x'))).toBe('Internal Server Error');
  });
});

describe('registerErrorMessage', () => {
  it('shows the server message of a 422, Internal Server Error otherwise', () => {
    expect(registerErrorMessage(new ApiError(422, 'Email is already registered'))).toBe(
      'Email is already registered',
    );
    expect(
      registerErrorMessage(new ApiError(422, 'The password must be 8 to 128 characters')),
    ).toBe('The password must be 8 to 128 characters');
    expect(
      registerErrorMessage(new ApiError(429, 'Too many requests, please try again in a minute')),
    ).toBe('Too many requests, please try again in a minute');
    expect(registerErrorMessage(new ApiError(409, 'Conflict'))).toBe('Internal Server Error');
    expect(registerErrorMessage(new ApiError(500, 'boom'))).toBe('Internal Server Error');
  });
});
