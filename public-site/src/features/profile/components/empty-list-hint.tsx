import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { buttonClassName } from '@/components/ui/button';

/** Under an empty profile list ('none', spec §2): what the list holds and a way to fill it. */
export function EmptyListHint({ children }: { children: ReactNode }) {
  return (
    <>
      <p>{children}</p>
      <Link to="/courses" className={buttonClassName({ variant: 'secondary', size: 'small' })}>
        Browse courses <ArrowRightIcon size={18} />
      </Link>
    </>
  );
}
