import type { LocalizedText } from '@/i18n/localized';

/**
 * Staff's text where a plain string goes (a tab label, a modal title): the English fallback
 * inside an Arabic page is wrapped in a span marked English, left to right; otherwise the bare
 * text.
 */
export function LocalText({ text, lang, dir }: LocalizedText) {
  return lang ? (
    <span lang={lang} dir={dir}>
      {text}
    </span>
  ) : (
    <>{text}</>
  );
}
