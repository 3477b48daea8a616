import { describe, expect, it } from '@jest/globals';
import { renderHook, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { useCourse } from '@/features/courses/api/get-course';
import { useUpcomingSessions } from '@/features/courses/api/get-sessions';
import { prepareCoursePage } from '@/features/courses/api/prepare-course-page';

describe('prepareCoursePage (the course page paints as itself, not as a skeleton)', () => {
  it('puts the course and its dates in the cache before the first render', async () => {
    let seatsLeft = 2;
    const fetchMock = mockFetch((url) =>
      url === '/api/courses/41'
        ? jsonResponse(200, { id: 41, name: 'Gas lift' })
        : jsonResponse(200, [{ id: 9, course_id: 41, seats_left: seatsLeft }]),
    );
    await prepareCoursePage('/ar/courses/41');
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // A seat was taken since (the prepared answer may be a cached one).
    seatsLeft = 1;
    // The first render already has both answers…
    const { result } = renderHook(() => ({
      course: useCourse(41),
      dates: useUpcomingSessions(41),
    }));
    expect(result.current.course.data).toEqual({ id: 41, name: 'Gas lift' });
    expect(result.current.dates.data).toEqual([{ id: 9, course_id: 41, seats_left: 2 }]);
    // …and the hooks still ask again, so what changed meanwhile shows.
    await waitFor(() => expect(result.current.dates.data?.[0]?.seats_left).toBe(1));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('asks for nothing off a course address, and gives up waiting after waitMs', async () => {
    const fetchMock = mockFetch(() => new Promise<Response>(() => undefined));
    await prepareCoursePage('/courses');
    await prepareCoursePage('/courses/abc');
    expect(fetchMock).not.toHaveBeenCalled();

    const started = Date.now();
    await prepareCoursePage('/courses/42', 30);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
