import { NavLink, useLocation } from 'react-router-dom';
import { ChevronDownIcon } from '@/components/icons/interface-icons';
import { type NavItem, type NavLinkItem, type NavMenuItem } from '@/content/navigation';
import { useT } from '@/i18n/locale-context';
import { useDropdown } from '@/lib/use-dropdown';
import styles from '@/app/layout/header.module.css';

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

function containsPath(item: NavItem, pathname: string): boolean {
  return item.kind === 'link'
    ? item.to === pathname
    : item.items.some((child) => containsPath(child, pathname));
}

function NavDropdown({ item, nested }: { item: NavMenuItem; nested: boolean }) {
  const { pathname } = useLocation();
  const { open, rootProps, buttonProps, panelProps } = useDropdown();
  const current = containsPath(item, pathname);
  const t = useT();

  return (
    <div {...rootProps} className={classes(styles.dropdown, nested && styles.dropdownNested)}>
      <button
        {...buttonProps}
        className={classes(
          nested ? styles.subButton : styles.topButton,
          current && styles.current,
          open && styles.expanded,
        )}
      >
        {t.nav[item.label]}
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <ul {...panelProps} className={classes(styles.panel, nested && styles.panelNested)}>
        {item.items.map((child) => (
          <li key={child.label}>
            <NavEntry item={child} nested />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One header navigation entry: a link, or a dropdown of further entries. `pathname` and the
 * links are the router's, without the /ar basename: the same entries serve both languages.
 */
export function NavEntry({ item, nested = false }: { item: NavItem; nested?: boolean }) {
  if (item.kind === 'menu') return <NavDropdown item={item} nested={nested} />;
  return <NavLinkEntry item={item} nested={nested} />;
}

function NavLinkEntry({ item, nested }: { item: NavLinkItem; nested: boolean }) {
  const t = useT();
  return (
    <NavLink
      to={item.to}
      end
      className={({ isActive }) =>
        classes(nested ? styles.panelLink : styles.topLink, isActive && styles.current)
      }
    >
      {t.nav[item.label]}
    </NavLink>
  );
}
