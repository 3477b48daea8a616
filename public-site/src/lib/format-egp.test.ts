import { describe, expect, it } from '@jest/globals';
import { formatEgp, formatEgpCents } from '@/lib/format-egp';

describe('formatEgp', () => {
  it('groups thousands and puts EGP after the amount', () => {
    expect(formatEgp(18500)).toBe('18,500 EGP');
    expect(formatEgp(1250000)).toBe('1,250,000 EGP');
    expect(formatEgp(950)).toBe('950 EGP');
    expect(formatEgp(0)).toBe('0 EGP');
  });

  it('keeps piasters only when there are any, at most two decimals', () => {
    expect(formatEgp(16000.5)).toBe('16,000.5 EGP');
    expect(formatEgp(99.999)).toBe('100 EGP');
  });
});

describe('formatEgpCents', () => {
  it('turns piasters into pounds with two decimals', () => {
    expect(formatEgpCents(1850000)).toBe('18,500.00 EGP');
    expect(formatEgpCents(1)).toBe('0.01 EGP');
  });
});
