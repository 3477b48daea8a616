import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { AccountArea } from '@/app/layout/account-area';
import { NavEntry } from '@/app/layout/nav-items';
import { useHideOnScroll } from '@/app/layout/use-hide-on-scroll';
import { CloseIcon, MenuIcon } from '@/components/icons/interface-icons';
import { Logo } from '@/components/ui/logo';
import { mainNavigation } from '@/content/navigation';
import { LanguageSwitch } from '@/app/layout/language-switch';
import { useT } from '@/i18n/locale-context';
import { fill } from '@/i18n/text';
import styles from '@/app/layout/header.module.css';

/** Matches the CSS breakpoint where the slide-out menu gives way to the inline bar. */
const DESKTOP_QUERY = '(min-width: 992px)';

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const hidden = useHideOnScroll(menuOpen);
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const t = useT();

  const closeMenu = useCallback((restoreFocus: boolean) => {
    setMenuOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu(true);
    };
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onResize = () => {
      if (desktop.matches) closeMenu(false);
    };
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onResize);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onResize);
    };
  }, [menuOpen, closeMenu]);

  const onNavClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) closeMenu(false);
  };

  return (
    <header className={[styles.header, hidden && styles.hidden].filter(Boolean).join(' ')}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand}>
          <Logo compactOnPhones />
          <span className="visually-hidden">
            {fill(t.header.home, { company: t.company.name })}
          </span>
        </Link>

        <nav
          id={navId}
          aria-label={t.header.mainNavigation}
          className={[styles.nav, menuOpen && styles.navOpen].filter(Boolean).join(' ')}
          onClick={onNavClick}
        >
          <div className={styles.drawerHead}>
            <Logo />
            <button
              ref={closeRef}
              type="button"
              className={styles.iconButton}
              aria-label={t.header.closeMenu}
              onClick={() => closeMenu(true)}
            >
              <CloseIcon />
            </button>
          </div>
          <ul className={styles.navList}>
            {mainNavigation.map((item) => (
              <li key={item.label} className={styles.navItem}>
                <NavEntry item={item} />
              </li>
            ))}
            {/* In the bar on wide screens and in the slide-out menu on phones. */}
            <li className={styles.navItem}>
              <LanguageSwitch className={styles.topLink} />
            </li>
          </ul>
        </nav>

        <div className={styles.actions}>
          <AccountArea />
          <button
            ref={toggleRef}
            type="button"
            className={`${styles.iconButton} ${styles.menuToggle}`}
            aria-label={t.header.openMenu}
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      {menuOpen && (
        <div className={styles.backdrop} aria-hidden="true" onClick={() => closeMenu(false)} />
      )}
    </header>
  );
}
