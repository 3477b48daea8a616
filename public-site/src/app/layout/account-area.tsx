import { Link } from 'react-router-dom';
import { ChevronDownIcon, UserIcon } from '@/components/icons/interface-icons';
import { buttonClassName } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useLogout } from '@/features/auth/api/logout';
import { truncateName } from '@/lib/truncate-name';
import { useDropdown } from '@/lib/use-dropdown';
import styles from '@/app/layout/header.module.css';

function AccountMenu({ name }: { name: string }) {
  const { rootProps, buttonProps, panelProps } = useDropdown();
  const logout = useLogout();

  return (
    <div {...rootProps} className={styles.account}>
      <button
        {...buttonProps}
        aria-label="Account menu"
        title={name}
        className={styles.accountButton}
      >
        <UserIcon size={18} />
        <span>{truncateName(name)}</span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <ul {...panelProps} className={`${styles.panel} ${styles.accountPanel}`}>
        <li>
          <Link to="/profile" className={styles.panelLink}>
            Profile
          </Link>
        </li>
        <li>
          <button type="button" className={styles.panelLink} onClick={logout}>
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}

/** Loading badge, Login button or the signed-in user's menu (spec §2 Header, §4). */
export function AccountArea() {
  const current = useCurrentUser();

  if (current.status === 'loading') {
    return (
      <span className={styles.loadingBadge} role="status">
        Loading...
      </span>
    );
  }
  if (current.status === 'signed-out') {
    return (
      <Link to="/login" className={buttonClassName({ size: 'small' })}>
        Login
      </Link>
    );
  }
  return <AccountMenu name={current.user.name} />;
}
