import { describe, expect, it } from '@jest/globals';
import { matchAppRoute, pageTitle } from '@/app/route-config';

describe('matchAppRoute', () => {
  it('finds the static routes, with or without a trailing slash', () => {
    expect(matchAppRoute('/').path).toBe('/');
    expect(matchAppRoute('/login').path).toBe('/login');
    expect(matchAppRoute('/login/').path).toBe('/login');
    expect(matchAppRoute('/register').layout).toBe('auth');
    expect(matchAppRoute('/403').path).toBe('/403');
  });

  it('falls back to the not-found page', () => {
    const route = matchAppRoute('/no/such/page');
    expect(route.path).toBe('*');
    expect(pageTitle(route)).toBe('Page not found | Petrolink Energy Services');
  });
});
