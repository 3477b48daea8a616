import { RequireUser, type SignedInSession } from '@/app/session-gate';
import { useUserCourses } from '@/features/courses/api/get-user-courses';
import { useWishlist } from '@/features/courses/api/get-wishlist';
import { CourseGrid } from '@/features/courses/components/course-card';
import { CertificateList } from '@/features/profile/components/certificate-list';
import { ProfileView } from '@/features/profile/components/profile-view';

function Profile({ session }: { session: SignedInSession }) {
  const wishlist = useWishlist(session.token);
  const courses = useUserCourses(session.token);
  // A failed list reads as empty (spec §8: data-load failures are not shown).
  return (
    <ProfileView
      user={session.user}
      favourites={
        <CourseGrid
          label="Favourite courses"
          courses={wishlist.error ? [] : wishlist.data}
          skeletons={2}
        />
      }
      courses={
        <CourseGrid
          label="Booked courses"
          courses={courses.error ? [] : courses.data}
          skeletons={2}
        />
      }
      certificates={<CertificateList token={session.token} />}
    />
  );
}

export default function ProfileRoute() {
  return <RequireUser>{(session) => <Profile session={session} />}</RequireUser>;
}
