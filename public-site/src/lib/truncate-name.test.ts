import { describe, expect, it } from '@jest/globals';
import { truncateName } from '@/lib/truncate-name';

describe('truncateName', () => {
  it('keeps a name of at most 10 characters as it is', () => {
    expect(truncateName('Sara')).toBe('Sara');
    expect(truncateName('Abdelrahma')).toBe('Abdelrahma');
  });

  it('cuts a longer name to its first 10 characters plus "..."', () => {
    expect(truncateName('Abdelrahman')).toBe('Abdelrahma...');
    expect(truncateName('Mohamed Abdelaziz')).toBe('Mohamed Ab...');
  });

  it('counts characters, not UTF-16 code units', () => {
    expect(truncateName('محمد عبد العزيز')).toBe('محمد عبد ا...');
    expect(truncateName('😀😀😀😀😀😀😀😀😀😀😀')).toBe('😀😀😀😀😀😀😀😀😀😀...');
  });

  it('ignores surrounding spaces and accepts another limit', () => {
    expect(truncateName('  Sara  ')).toBe('Sara');
    expect(truncateName('Abdelrahman', 8)).toBe('Abdelrah...');
  });
});
