import { describe, expect, it } from '@jest/globals';
import { safeRedirect } from '@/lib/safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/', '/'],
    ['/courses/12', '/courses/12'],
    ['/courses?category=3#top', '/courses?category=3#top'],
    ['/coursespayment/4', '/coursespayment/4'],
    ['/a/../profile', '/profile'],
  ])('accepts the same-site path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['courses'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    [' /courses'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/ /evil.example'],
  ])('refuses %p', (input) => {
    expect(safeRedirect(input)).toBeNull();
  });
});
