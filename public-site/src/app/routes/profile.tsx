import { useSWRConfig } from 'swr';
import { RequireUser, type SignedInSession } from '@/app/session-gate';
import { currentUserKey } from '@/features/auth/api/get-current-user';
import { type User } from '@/features/auth/types';
import { useUserCourses } from '@/features/courses/api/get-user-courses';
import { useWishlist } from '@/features/courses/api/get-wishlist';
import { CourseGrid } from '@/features/courses/components/course-card';
import { downloadCalendar, useMySessions } from '@/features/profile/api/get-my-sessions';
import { BookingFacts } from '@/features/profile/components/booking-facts';
import { EmptyListHint } from '@/features/profile/components/empty-list-hint';
import { CertificateList } from '@/features/profile/components/certificate-list';
import { ProfilePicture } from '@/features/profile/components/profile-picture';
import { ProfileView } from '@/features/profile/components/profile-view';

function Profile({ session }: { session: SignedInSession }) {
  const wishlist = useWishlist(session.token);
  const courses = useUserCourses(session.token);
  const sessions = useMySessions(session.token);
  const bookedSession = (courseId: number) =>
    sessions.data?.bookings.find((booking) => booking.course.id === courseId);
  const { mutate } = useSWRConfig();
  // A failed list reads as empty (spec §8: data-load failures are not shown).
  return (
    <ProfileView
      user={session.user}
      picture={
        <ProfilePicture
          user={session.user}
          // The answer is the account itself: the page and the header's menu show it at once.
          onChange={async (updated) => {
            const user: User = { ...session.user, ...updated };
            await mutate(currentUserKey(session.token), user, { revalidate: false });
          }}
        />
      }
      favourites={
        <CourseGrid
          label="Favourite courses"
          courses={wishlist.error ? [] : wishlist.data}
          skeletons={2}
          emptyHint={
            <EmptyListHint>
              No favourites yet. Tap the heart on a course page to keep it here.
            </EmptyListHint>
          }
        />
      }
      courses={
        <CourseGrid
          label="Booked courses"
          courses={courses.error ? [] : courses.data}
          skeletons={2}
          details={(course) => (
            <BookingFacts
              reference={course.order_reference}
              time={course.time}
              location={course.location}
              bookedAt={course.booked_at}
              session={bookedSession(course.id)?.session}
              onAddToCalendar={() => {
                const booking = bookedSession(course.id);
                if (booking) void downloadCalendar(booking.purchase_id);
              }}
            />
          )}
          emptyHint={
            <EmptyListHint>
              No bookings yet. Courses you book and pay for appear here.
            </EmptyListHint>
          }
        />
      }
      certificates={<CertificateList token={session.token} />}
    />
  );
}

export default function ProfileRoute() {
  return <RequireUser>{(session) => <Profile session={session} />}</RequireUser>;
}
