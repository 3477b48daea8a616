import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDownIcon, UserIcon } from '@/components/icons/interface-icons';
import { Avatar } from '@/components/ui/avatar';
import { buttonClassName } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useLogout } from '@/features/auth/api/logout';
import { useDropdown } from '@/lib/use-dropdown';
import styles from '@/app/layout/header.module.css';
import { storageUrl } from '@/lib/storage-url';
import { useT } from '@/i18n/locale-context';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/** Focuses the item `index` places from the first (negative: from the end), wrapping. */
function focusItem(menu: HTMLElement | null, index: number): void {
  const items = menuItems(menu);
  if (items.length > 0) items[((index % items.length) + items.length) % items.length]?.focus();
}

/**
 * The signed-in user's menu button (ARIA menu button pattern: arrows, Home, End, Escape),
 * with their profile picture when they have one.
 */
function AccountMenu({ name, picture }: { name: string; picture?: string | null }) {
  const { open, setOpen, rootProps, buttonProps, panelProps } = useDropdown();
  const logout = useLogout();
  const menuRef = useRef<HTMLUListElement>(null);
  const t = useT();
  const focusOnOpen = useRef<number | null>(null);

  useEffect(() => {
    if (!open || focusOnOpen.current === null) return;
    focusItem(menuRef.current, focusOnOpen.current);
    focusOnOpen.current = null;
  }, [open]);

  const openAt = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = menuItems(menuRef.current);
    const current = items.findIndex((item) => item === document.activeElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: -1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(menuRef.current, target);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div {...rootProps} className={styles.account}>
      <button
        {...buttonProps}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        aria-haspopup="menu"
        aria-label={t.account.menu}
        title={name}
        className={styles.accountButton}
      >
        {picture ? (
          <Avatar name={name} src={picture} size={28} fallback={<UserIcon size={18} />} />
        ) : (
          <UserIcon size={18} />
        )}
        {/* The whole name; CSS cuts it with an ellipsis only when the bar has no room left
            (issue 26 item 7), and the title shows it in full on hover. */}
        <span className={styles.accountName}>{name.trim()}</span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <ul
        {...panelProps}
        ref={menuRef}
        role="menu"
        aria-label={t.account.menuList}
        className={`${styles.panel} ${styles.accountPanel}`}
        onKeyDown={onMenuKeyDown}
      >
        <li role="none">
          <Link to="/profile" role="menuitem" tabIndex={-1} className={styles.panelLink}>
            {t.account.profile}
          </Link>
        </li>
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.panelLink}
            onClick={logout}
          >
            {t.account.logout}
          </button>
        </li>
      </ul>
    </div>
  );
}

/** Loading badge, Login button or the signed-in user's menu (spec §2 Header, §4). */
export function AccountArea() {
  const current = useCurrentUser();
  const t = useT();

  if (current.status === 'loading') {
    return (
      <span className={styles.loadingBadge} role="status">
        {t.account.loading}
      </span>
    );
  }
  if (current.status === 'signed-out') {
    return (
      <Link to="/login" className={buttonClassName({ size: 'small' })}>
        {t.account.login}
      </Link>
    );
  }
  return <AccountMenu name={current.user.name} picture={storageUrl(current.user.profile_image)} />;
}
