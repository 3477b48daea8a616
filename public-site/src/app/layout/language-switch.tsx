import { useLocation } from 'react-router-dom';
import { counterpartPath, localePath } from '@/i18n/locale';
import { useLocale, useT } from '@/i18n/locale-context';

/**
 * The link to this page in the other language (/x ⇄ /ar/x, query and anchor kept). A plain
 * <a href>, not a router link: the other language is another document (its own <html lang
 * dir>, its own dictionary), and a link is what crawlers follow. Never a redirect.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const t = useT();
  const { pathname, search, hash } = useLocation();
  // The router's pathname has no /ar basename: put this page's prefix back, then swap it.
  const href = counterpartPath(localePath(pathname, locale)) + search + hash;
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      className={className}
      title={t.language.switchTitle}
    >
      {t.language.switchLabel}
    </a>
  );
}
