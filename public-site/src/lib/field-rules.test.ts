import { describe, expect, it } from '@jest/globals';
import { allFilled, digitsAndPlus, digitsOnly, longerThanOne } from '@/lib/field-rules';

describe('field rules', () => {
  it('counts a text of spaces as empty', () => {
    expect(allFilled('Sara', 'Cairo')).toBe(true);
    expect(allFilled('Sara', '  ')).toBe(false);
    expect(allFilled('')).toBe(false);
  });

  it('needs more than one character besides spaces', () => {
    expect(longerThanOne(' x ')).toBe(false);
    expect(longerThanOne('xy')).toBe(true);
  });

  it('keeps only the characters a phone number may hold', () => {
    expect(digitsOnly('+20 100-123 abc')).toBe('20100123');
    expect(digitsAndPlus('+20 100-123 abc')).toBe('+20100123');
  });
});
