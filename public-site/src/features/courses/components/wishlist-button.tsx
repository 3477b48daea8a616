import { useNavigate } from 'react-router-dom';
import { HeartIcon } from '@/components/icons/commerce-icons';
import { useWishlistToggle } from '@/features/courses/api/use-wishlist-toggle';
import { type Course, type Viewer } from '@/features/courses/types';
import { loginPathFor } from '@/features/courses/lib/login-path';
import styles from '@/features/courses/components/wishlist-button.module.css';
import { coursePageWords } from '@/content/course-page-words';
import { useContent } from '@/i18n/content';

/**
 * The wishlist heart (spec §4): outlined when the course is not on the wishlist, red and
 * filled when it is. A signed-out click goes to /login and comes back to the course.
 */
export function WishlistButton({ course, viewer }: { course: Course; viewer: Viewer }) {
  const navigate = useNavigate();
  const t = useContent(coursePageWords).coursePage;
  const token = viewer.status === 'signed-in' ? viewer.token : null;
  const { wished, pending, failed, toggle } = useWishlistToggle(course, token);
  const unknown =
    viewer.status === 'loading' || (viewer.status === 'signed-in' && wished === undefined);
  const pressed = wished === true;

  const onClick = () => {
    if (viewer.status === 'signed-out') {
      void navigate(loginPathFor(`/courses/${course.id}`));
      return;
    }
    void toggle();
  };

  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={[styles.heart, pressed && styles.on].filter(Boolean).join(' ')}
        aria-pressed={pressed}
        aria-label={t.wishlistLabel}
        title={pressed ? t.wishlistRemove : t.wishlistAdd}
        aria-busy={pending || unknown}
        disabled={unknown}
        onClick={onClick}
      >
        <HeartIcon filled={pressed} size={22} />
      </button>
      {failed && (
        <p className={styles.error} role="alert">
          {t.wishlistError}
        </p>
      )}
    </div>
  );
}
