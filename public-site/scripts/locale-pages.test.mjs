// node --test public-site/scripts/locale-pages.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  alternateLinks,
  alternatePaths,
  localeOf,
  pageFileOf,
  preloadedFonts,
  withLanguage,
  withoutLocale,
} from './locale-pages.mjs';

test('the language of a path is its /ar prefix, nothing else', () => {
  assert.equal(localeOf('/ar'), 'ar');
  assert.equal(localeOf('/ar/courses'), 'ar');
  assert.equal(localeOf('/archive'), 'en');
  assert.equal(localeOf('/courses'), 'en');
  assert.equal(withoutLocale('/ar'), '/');
  assert.equal(withoutLocale('/ar/aboutus'), '/aboutus');
  assert.equal(withoutLocale('/aboutus'), '/aboutus');
});

test('both languages name the same reciprocal set, x-default being English', () => {
  const expected = { en: '/aboutus', ar: '/ar/aboutus', 'x-default': '/aboutus' };
  assert.deepEqual(alternatePaths('/aboutus'), expected);
  assert.deepEqual(alternatePaths('/ar/aboutus'), expected);
  assert.deepEqual(alternatePaths('/'), { en: '/', ar: '/ar', 'x-default': '/' });
  assert.deepEqual(alternateLinks('/ar'), [
    '<link rel="alternate" hreflang="en" href="/">',
    '<link rel="alternate" hreflang="ar" href="/ar">',
    '<link rel="alternate" hreflang="x-default" href="/">',
  ]);
});

test('Arabic pages are written under dist/ar like the English ones under dist', () => {
  assert.equal(pageFileOf('/d', '/'), '/d/index.html');
  assert.equal(pageFileOf('/d', '/ar'), '/d/ar/index.html');
  assert.equal(pageFileOf('/d', '/ar/courses'), '/d/ar/courses/index.html');
});

test('<html> carries the language and its direction, replacing the template’s', () => {
  const html = '<!doctype html>\n<html lang="en" data-x="1">\n<head>';
  assert.equal(
    withLanguage(html, 'ar'),
    '<!doctype html>\n<html lang="ar" dir="rtl" data-x="1">\n<head>',
  );
  assert.equal(
    withLanguage(html, 'en'),
    '<!doctype html>\n<html lang="en" dir="ltr" data-x="1">\n<head>',
  );
});

test('each language preloads only the fonts its pages draw with', () => {
  const files = [
    '/assets/inter-latin-400-normal-a.woff2',
    '/assets/cairo-arabic-400-normal-b.woff2',
  ];
  assert.deepEqual(preloadedFonts(files, 'en'), ['/assets/inter-latin-400-normal-a.woff2']);
  assert.deepEqual(preloadedFonts(files, 'ar'), ['/assets/cairo-arabic-400-normal-b.woff2']);
});
