/**
 * @jest-environment jsdom
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { captureTokenFromUrl, getToken, removeToken } from './token';

const go = (path: string) => window.history.replaceState(null, '', path);

describe('captureTokenFromUrl', () => {
  beforeEach(() => {
    removeToken();
    go('/');
  });

  it('moves ?eng=<token> into the cookie and out of the address bar, keeping the rest', () => {
    go('/dashboard/categories?page=2&eng=abc.123&sort=title#list');
    const historyLength = window.history.length;

    expect(captureTokenFromUrl()).toBe(true);

    expect(getToken()).toBe('abc.123');
    expect(document.cookie).toContain('eng=abc.123');
    expect(window.location.pathname).toBe('/dashboard/categories');
    expect(window.location.search).toBe('?page=2&sort=title');
    expect(window.location.hash).toBe('#list');
    expect(window.location.href).not.toContain('abc.123');
    // replaced, not pushed: Back does not return to the URL with the token
    expect(window.history.length).toBe(historyLength);
  });

  it('leaves a URL without the parameter and the cookie alone', () => {
    document.cookie = 'eng=existing; path=/';
    go('/dashboard/categories?page=2');

    expect(captureTokenFromUrl()).toBe(false);

    expect(getToken()).toBe('existing');
    expect(window.location.search).toBe('?page=2');
  });

  it('never replaces a signed-in session with the token of a link (DECISIONS 23)', () => {
    document.cookie = 'eng=mine; path=/';
    go('/dashboard/users?eng=attacker-token');

    expect(captureTokenFromUrl()).toBe(true);

    expect(getToken()).toBe('mine');
    expect(window.location.href).toBe('http://localhost/dashboard/users');
  });

  it('drops an empty ?eng= without storing anything', () => {
    go('/dashboard/categories?eng=');

    expect(captureTokenFromUrl()).toBe(true);

    expect(getToken()).toBeUndefined();
    expect(window.location.href).toBe('http://localhost/dashboard/categories');
  });
});
