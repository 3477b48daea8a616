import { describe, expect, it } from '@jest/globals';
import { ar } from '@/i18n/ar';
import { en } from '@/i18n/en';
import { counterpartPath, localeOfPath, localePath, withoutLocale } from '@/i18n/locale';
import { fill, formatCount, intlLocale, plural } from '@/i18n/text';

describe('plural forms (Intl.PluralRules)', () => {
  it('picks a different Arabic form for 0, 1, 2, 3, 11 and 100', () => {
    const forms = ar.courses.seatsLeft;
    const texts = [0, 1, 2, 3, 11, 100].map((count) => plural(forms, count, 'ar'));
    expect(texts).toEqual([
      forms.zero,
      forms.one,
      forms.two,
      'بقيت 3 مقاعد',
      'بقي 11 مقعدًا',
      'بقي 100 مقعد',
    ]);
    expect(new Set(texts).size).toBe(6);
  });

  it('uses one and other in English, with the count written by Intl', () => {
    expect(plural(en.courses.seatsLeft, 1, 'en')).toBe('1 seat left');
    expect(plural(en.courses.seatsLeft, 0, 'en')).toBe('0 seats left');
    expect(plural(en.courses.seatsLeft, 1200, 'en')).toBe('1,200 seats left');
    // Latin digits in Arabic too (the project's one digit choice).
    expect(plural(ar.courses.seatsLeft, 1200, 'ar')).toBe('بقي 1,200 مقعد');
  });

  it('picks the same plural form by the bare language as by the full Intl tag', () => {
    for (const locale of ['en', 'ar'] as const) {
      const full = new Intl.PluralRules(intlLocale(locale));
      const bare = new Intl.PluralRules(locale);
      for (const count of [...Array(1200).keys(), 1.5, 0.5, 101.25]) {
        expect(bare.select(count)).toBe(full.select(count));
      }
    }
  });

  it('writes a count as Intl.NumberFormat does, also where it skips Intl', () => {
    for (const locale of ['en', 'ar'] as const) {
      const intl = new Intl.NumberFormat(intlLocale(locale));
      for (const count of [...Array(1200).keys(), 12_345, 1_000_000, -1, -1000, 2.5]) {
        expect(formatCount(count, locale)).toBe(intl.format(count));
      }
    }
  });

  it('fills named placeholders and leaves unknown ones visible', () => {
    expect(fill('{company} home', { company: 'Petrolink' })).toBe('Petrolink home');
    expect(fill('{missing}', {})).toBe('{missing}');
  });
});

describe('localePath: Arabic under /ar for every page', () => {
  it('prefixes site paths, the home page becoming /ar', () => {
    expect(localePath('/', 'ar')).toBe('/ar');
    expect(localePath('/courses/12', 'ar')).toBe('/ar/courses/12');
    expect(localePath('/courses?category=3', 'ar')).toBe('/ar/courses?category=3');
    expect(localePath('/ar/courses', 'ar')).toBe('/ar/courses');
    expect(localePath('/ar/courses', 'en')).toBe('/courses');
    expect(localePath('/ar', 'en')).toBe('/');
  });

  it('leaves other applications, external links and anchors alone', () => {
    for (const path of [
      '/dashboard/users',
      '/api/courses',
      '/storage/a.png',
      'https://x.example',
      '#main',
      'mailto:a@b.c',
      '//cdn.example/x',
    ]) {
      expect(localePath(path, 'ar')).toBe(path);
    }
  });

  it('reads the language from the path alone and finds the counterpart page', () => {
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/ar/aboutus')).toBe('ar');
    expect(localeOfPath('/archive')).toBe('en');
    expect(withoutLocale('/ar/aboutus')).toBe('/aboutus');
    expect(withoutLocale('/ar')).toBe('/');
    expect(counterpartPath('/aboutus')).toBe('/ar/aboutus');
    expect(counterpartPath('/ar/aboutus')).toBe('/aboutus');
    expect(counterpartPath('/')).toBe('/ar');
  });
});

describe('the Arabic dictionary', () => {
  it('has every key of the English one (the compiler checks it; this guards the run time too)', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, child]) =>
        typeof child === 'object' && child !== null && !('other' in child)
          ? keys(child as object, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      );
    expect(keys(ar)).toEqual(keys(en));
  });
});
