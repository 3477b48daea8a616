import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { buttonClassName } from '@/components/ui/button';
import { profileWords } from '@/content/profile-words';
import { useContent } from '@/i18n/content';

/**
 * An empty profile list (spec §2's "none", issue 26 item 8: said in words, never a bare
 * "none"): what the list holds and a way to fill it.
 */
export function EmptyListHint({ children }: { children: ReactNode }) {
  const w = useContent(profileWords).view;
  return (
    <>
      <p>{children}</p>
      <Link to="/courses" className={buttonClassName({ variant: 'secondary', size: 'small' })}>
        {w.browseCourses} <ArrowRightIcon size={18} />
      </Link>
    </>
  );
}
