import { normalizeArabic, normalizedArabicSql } from './normalize-arabic.js';

describe('normalizeArabic', () => {
  it('folds the alef forms, alef maqsura and ta marbuta', () => {
    expect(normalizeArabic('إدارة')).toBe('اداره');
    expect(normalizeArabic('أمن')).toBe('امن');
    expect(normalizeArabic('آبار')).toBe('ابار');
    expect(normalizeArabic('ٱلنفط')).toBe('النفط');
    expect(normalizeArabic('مستوى')).toBe('مستوي');
    expect(normalizeArabic('السلامة')).toBe(normalizeArabic('السلامه'));
  });

  it('drops tashkeel, the superscript alef and tatweel', () => {
    expect(normalizeArabic('السَّلامَةُ')).toBe('السلامه');
    expect(normalizeArabic('هٰذا')).toBe('هذا');
    expect(normalizeArabic('الســـلامة')).toBe('السلامه');
    expect(normalizeArabic('كِتَابٌ مُفِيدٌ')).toBe('كتاب مفيد');
  });

  it('composes first: alef with a separate hamza mark is the same word as أ', () => {
    expect(normalizeArabic('\u0627\u0654من')).toBe('امن');
    expect(normalizeArabic('\u0627\u0655دارة')).toBe('اداره');
  });

  it('leaves other scripts as they are', () => {
    expect(normalizeArabic('Well Control 101')).toBe('Well Control 101');
    expect(normalizeArabic('')).toBe('');
  });

  it('has an SQL twin naming every folded letter and dropped mark', () => {
    const sql = normalizedArabicSql('row.name_ar');
    expect(sql).toContain('row.name_ar');
    expect(sql.match(/REPLACE\(/g)).toHaveLength(6 + 10);
  });
});
