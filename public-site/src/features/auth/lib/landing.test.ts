import { describe, expect, it } from '@jest/globals';
import {
  afterLoginPath,
  afterRegisterPath,
  isDashboardPath,
  roleLanding,
  signedInVisitorPath,
  withRedirect,
} from '@/features/auth/lib/landing';

describe('roleLanding', () => {
  it('sends each role to its landing page', () => {
    expect(roleLanding('2001')).toBe('/dashboard/users');
    expect(roleLanding('1996')).toBe('/dashboard/courses');
    expect(roleLanding('1997')).toBe('/');
  });
});

describe('afterLoginPath', () => {
  it('keeps staff on their dashboard page even with a redirectTo', () => {
    expect(afterLoginPath('2001', '/courses/3')).toBe('/dashboard/users');
    expect(afterLoginPath('1996', '/courses/3')).toBe('/dashboard/courses');
  });

  it('lets a safe redirectTo win for other roles', () => {
    expect(afterLoginPath('1997', '/courses/3')).toBe('/courses/3');
  });

  it('ignores unsafe or self-referencing redirectTo values', () => {
    expect(afterLoginPath('1997', '//evil.example')).toBe('/');
    expect(afterLoginPath('1997', 'https://evil.example')).toBe('/');
    expect(afterLoginPath('1997', '/login')).toBe('/');
    expect(afterLoginPath('1997', '/register/?a=1')).toBe('/');
    expect(afterLoginPath('1997', null)).toBe('/');
  });
});

describe('afterRegisterPath', () => {
  it('returns where the visitor was going, else home', () => {
    expect(afterRegisterPath('/coursespayment/7')).toBe('/coursespayment/7');
    expect(afterRegisterPath('//evil.example')).toBe('/');
    expect(afterRegisterPath(null)).toBe('/');
  });
});

describe('signedInVisitorPath', () => {
  it('sends a signed-in visitor back, else to the role landing page', () => {
    expect(signedInVisitorPath('2001', '/courses/2')).toBe('/courses/2');
    expect(signedInVisitorPath('2001', null)).toBe('/dashboard/users');
    expect(signedInVisitorPath('1997', 'https://evil.example')).toBe('/');
  });
});

describe('isDashboardPath', () => {
  it('recognises the dashboard application', () => {
    expect(isDashboardPath('/dashboard')).toBe(true);
    expect(isDashboardPath('/dashboard/users')).toBe(true);
    expect(isDashboardPath('/dashboards')).toBe(false);
    expect(isDashboardPath('/courses')).toBe(false);
  });
});

describe('withRedirect', () => {
  it('carries the destination in the query', () => {
    expect(withRedirect('/register', '/courses/1?x=2')).toBe(
      '/register?redirectTo=%2Fcourses%2F1%3Fx%3D2',
    );
    expect(withRedirect('/register', null)).toBe('/register');
  });
});
