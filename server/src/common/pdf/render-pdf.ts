import { createRequire } from 'node:module';
import { Font, renderToBuffer } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { INTL_LOCALE, type Locale } from '../locale.js';

/**
 * The one embedded font: IBM Plex Sans Arabic as Google Fonts ships it (complete: Arabic and
 * Latin glyphs, SIL OFL 1.1), from npm so it is in node_modules on every machine and image.
 * pdfkit's own Helvetica has no Arabic and pdfkit cannot order mixed lines (its issue 219):
 * react-pdf shapes Arabic and orders bidirectional text, given a font with both scripts.
 */
export const PDF_FONT = 'IBM Plex Sans Arabic';

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/ibm-plex-sans-arabic';

const WEIGHTS = [400, 700] as const;
let registered = false;

function registerFont(): void {
  if (registered) return;
  Font.register({
    family: PDF_FONT,
    fonts: [
      {
        src: require.resolve(`${FONT_PACKAGE}/400Regular/IBMPlexSansArabic_400Regular.ttf`),
        fontWeight: WEIGHTS[0],
      },
      {
        src: require.resolve(`${FONT_PACKAGE}/700Bold/IBMPlexSansArabic_700Bold.ttf`),
        fontWeight: WEIGHTS[1],
      },
    ],
  });
  Font.registerHyphenationCallback(breakPoints);
  registered = true;
}

interface LaidOutGlyph {
  codePoints: number[];
}
interface FontkitFont {
  layout: (...args: unknown[]) => { glyphs: LaidOutGlyph[] };
  getGlyph: (id: number, codePoints?: number[]) => LaidOutGlyph;
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/u;
const flipped = new WeakSet<LaidOutGlyph>();
let extractable: Promise<void> | undefined;

/**
 * Text taken from the PDF (copy, search, a reader's extraction) must read in logical order and
 * whole. Two fixes on the font object, which react-pdf shares between documents:
 * - fontkit caches one glyph object per glyph id, with the characters of its first request. A
 *   document's font subset asks for the parts of composite glyphs (Arabic letter forms) without
 *   characters, so in the next document those forms had none and read as control codes
 *   ("مواق%" for "مواقع"). A request that brings characters now gives them to such a glyph.
 * - react-pdf writes an Arabic run's glyphs in visual order and a reader reverses the run; the
 *   characters of a ligature glyph (لا, the font's في) are in logical order and came out
 *   reversed with it ("السالمة" for "السلامة"): they are stored reversed, once per glyph.
 */
function makeTextExtractable(): Promise<void> {
  extractable ??= (async () => {
    for (const fontWeight of WEIGHTS) {
      await Font.load({ fontFamily: PDF_FONT, fontWeight });
      const font = Font.getFont({ fontFamily: PDF_FONT, fontWeight })
        .data as unknown as FontkitFont;
      const getGlyph = font.getGlyph.bind(font);
      font.getGlyph = (id, codePoints = []) => {
        const glyph = getGlyph(id, codePoints);
        if (codePoints.length && !glyph.codePoints.length) glyph.codePoints = [...codePoints];
        return glyph;
      };
      const layout = font.layout.bind(font);
      font.layout = (...args: unknown[]) => {
        const run = layout(...args);
        for (const glyph of run.glyphs) {
          if (glyph.codePoints.length > 1 && !flipped.has(glyph)) {
            flipped.add(glyph);
            if (ARABIC.test(String.fromCodePoint(...glyph.codePoints))) {
              glyph.codePoints = [...glyph.codePoints].reverse();
            }
          }
        }
        return run;
      };
    }
  })();
  return extractable;
}

/** A word longer than this may be broken; shorter ones never are. */
const LONG_WORD = 40;

/**
 * Where a word may break across lines. Words are kept whole (react-pdf's default hyphenates
 * English, and would cut a receipt number or an Arabic word); only a word too long for any line
 * (a 120-character email address, a name typed without spaces) breaks, after its '@', '.', '-',
 * '_' or '/' and else every 30 characters, so it wraps instead of running off the page.
 * react-pdf marks such a break with a hyphen.
 */
function breakPoints(word: string): string[] {
  if (word.length <= LONG_WORD) return [word];
  return word.split(/(?<=[@._\-/])/u).flatMap((part) => part.match(/.{1,30}/gsu) ?? [part]);
}

/** Renders a react-pdf <Document> to its bytes (in memory: a page or two). */
export async function renderPdf(document: ReactElement): Promise<Buffer> {
  registerFont();
  await makeTextExtractable();
  // renderToBuffer's type asks for <Document> props; the element is one.
  return renderToBuffer(document as Parameters<typeof renderToBuffer>[0]);
}

/** The Intl locale of a document: Latin digits in Arabic too (ADR 0021). */
export const intlLocale = (locale: Locale) => INTL_LOCALE[locale];

/** Amount in cents as "18,500.00". */
export function money(cents: number): string {
  return (cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** Amount in cents with its currency in the reader's language: "EGP 18,500.00", "‏18,500.00 ج.م.‏". */
export function localMoney(cents: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-EG-u-nu-latn' : 'en-EG', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A date as "26 November 2026" (or "26 نوفمبر 2026") in the given time zone. */
export function longDate(date: Date, timeZone: string, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}
