import { NavLink, useLocation } from 'react-router-dom';
import { ChevronDownIcon } from '@/components/icons/interface-icons';
import { type NavItem, type NavMenuItem } from '@/content/navigation';
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
        {item.label}
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

/** One header navigation entry: a link, or a dropdown of further entries. */
export function NavEntry({ item, nested = false }: { item: NavItem; nested?: boolean }) {
  if (item.kind === 'menu') return <NavDropdown item={item} nested={nested} />;
  return (
    <NavLink
      to={item.to}
      end
      className={({ isActive }) =>
        classes(nested ? styles.panelLink : styles.topLink, isActive && styles.current)
      }
    >
      {item.label}
    </NavLink>
  );
}
