import { useSWRConfig } from 'swr';
import { RequireUser, type SignedInSession } from '@/app/session-gate';
import { currentUserKey } from '@/features/auth/api/get-current-user';
import { type User } from '@/features/auth/types';
import { profileWords } from '@/content/profile-words';
import { useUserCourses, userCoursesKey } from '@/features/courses/api/get-user-courses';
import { useWishlist } from '@/features/courses/api/get-wishlist';
import { CourseGrid } from '@/features/courses/components/course-card';
import { NextSessionDate } from '@/features/courses/components/next-session-date';
import { useMySessions } from '@/features/profile/api/get-my-sessions';
import { BookingList } from '@/features/profile/components/booking-list';
import { EmptyListHint } from '@/features/profile/components/empty-list-hint';
import { CertificateList } from '@/features/profile/components/certificate-list';
import { ProfilePicture } from '@/features/profile/components/profile-picture';
import { ProfileView } from '@/features/profile/components/profile-view';
import { WaitlistList } from '@/features/profile/components/waitlist-list';
import { useContent } from '@/i18n/content';

function Profile({ session }: { session: SignedInSession }) {
  const wishlist = useWishlist(session.token);
  const mine = useMySessions(session.token);
  const w = useContent(profileWords).view;
  // The booked courses' own When/Where, for bookings of courses without dates.
  const booked = useUserCourses(session.token);
  const courseFacts = new Map(
    (booked.data ?? []).map((course) => [
      course.id,
      { time: course.time, location: course.location },
    ]),
  );
  const { mutate } = useSWRConfig();
  // A cancelled booking frees the course: the course page's BOOKED must be read again too.
  const refresh = async () => {
    await Promise.all([mine.mutate(), mutate(userCoursesKey(session.token))]);
  };
  const waitlist = mine.data?.waitlist ?? [];
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
          label={w.favouriteCourses}
          courses={wishlist.error ? [] : wishlist.data}
          skeletons={2}
          // Every course card shows the next session the same way (issue 26 item 6).
          details={(course) => <NextSessionDate courseId={course.id} />}
          emptyHint={<EmptyListHint>{w.noFavourites}</EmptyListHint>}
        />
      }
      courses={
        <BookingList
          bookings={mine.error ? [] : mine.data?.bookings}
          onChanged={refresh}
          courseFacts={courseFacts}
          emptyHint={<EmptyListHint>{w.noBookings}</EmptyListHint>}
        />
      }
      waitlist={
        waitlist.length > 0 ? (
          <WaitlistList entries={waitlist} onChanged={() => void refresh()} />
        ) : undefined
      }
      certificates={<CertificateList token={session.token} />}
    />
  );
}

export default function ProfileRoute() {
  return <RequireUser>{(session) => <Profile session={session} />}</RequireUser>;
}
