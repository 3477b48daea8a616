import { describe, expect, it } from '@jest/globals';
import englishMessages from 'ra-language-english';
import { dashboardAr } from './ar';
import { dashboardEn } from './en';
import { createDashboardI18n } from './i18nProvider';
import { raArabic } from './ra-arabic';

type Tree = { [key: string]: string | Tree };

/** Every leaf as a dotted path with its text. */
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

const countMessages = (tree: Tree) =>
  leaves(tree).filter(([, text]) => text.includes('%{smart_count}'));

describe("react-admin's texts in Arabic", () => {
  it('has exactly the keys of ra-language-english, no more, no fewer', () => {
    const english = leaves(englishMessages as unknown as Tree).map(([key]) => key);
    const arabic = leaves(raArabic as unknown as Tree).map(([key]) => key);
    expect(english.length).toBeGreaterThan(150);
    expect([...arabic].sort()).toEqual([...english].sort());
    for (const [key, text] of leaves(raArabic as unknown as Tree)) {
      // ra.boolean.null is a blank on purpose, in English too.
      if (key !== 'ra.boolean.null')
        expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it('gives every count message the six Arabic plural forms', () => {
    const counted = countMessages(raArabic as unknown as Tree);
    expect(counted.map(([key]) => key).sort()).toEqual(
      countMessages(englishMessages as unknown as Tree)
        .map(([key]) => key)
        .sort(),
    );
    for (const [key, text] of counted) {
      expect({ key, forms: text.split('||||').length }).toEqual({ key, forms: 6 });
    }
  });

  it('keeps every placeholder of the English text', () => {
    const english = new Map(leaves(englishMessages as unknown as Tree));
    for (const [key, text] of leaves(raArabic as unknown as Tree)) {
      const wanted = new Set(english.get(key)?.match(/%\{\w+\}/g) ?? []);
      const found = new Set(text.match(/%\{\w+\}/g) ?? []);
      for (const placeholder of wanted) {
        if (placeholder === '%{smart_count}') continue; // the one form may spell the number
        expect({ key, placeholder, kept: found.has(placeholder) }).toEqual({
          key,
          placeholder,
          kept: true,
        });
      }
    }
  });

  it('picks the right form for 0, 1, 2, 3, 11 and 100 (polyglot locale ar)', () => {
    const { translate } = createDashboardI18n('ar').i18nProvider;
    const selected = (count: number) => translate('ra.action.bulk_actions', { smart_count: count });
    expect(selected(1)).toBe('عنصر واحد محدد');
    expect(selected(2)).toBe('عنصران محددان');
    expect(selected(3)).toBe('3 عناصر محددة');
    expect(selected(11)).toBe('11 عنصرًا محددًا');
    expect(selected(100)).toBe('100 عنصر محدد');
    expect(selected(0)).toBe('لم يُحدَّد أي عنصر');
  });
});

describe("the dashboard's own texts", () => {
  it('has an Arabic text for every English key', () => {
    const english = leaves(dashboardEn).map(([key]) => key);
    const arabic = leaves(dashboardAr as Tree).map(([key]) => key);
    expect(arabic.sort()).toEqual(english.sort());
  });

  it('gives the six Arabic forms wherever the English counts', () => {
    const english = countMessages(dashboardEn).map(([key]) => key);
    const arabic = new Map(leaves(dashboardAr));
    expect(english.length).toBeGreaterThan(0);
    for (const key of english) {
      expect({ key, forms: arabic.get(key)?.split('||||').length }).toEqual({ key, forms: 6 });
    }
  });

  it("words the rich text editor's toolbar in Arabic (its English are its own defaults)", () => {
    const { translate } = createDashboardI18n('ar').i18nProvider;
    expect(translate('ra.tiptap.paragraph', { _: 'Normal' })).toBe('نص عادي');
    expect(translate('ra.tiptap.bold', { _: 'Bold' })).toBe('غامق');
    // React-admin's own texts are all still there beside them.
    expect(translate('ra.action.save')).toBe('حفظ');
  });
});
