import { describe, expect, it } from '@jest/globals';
import { renderHook, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { useCourse } from '@/features/courses/api/get-course';
import { useUpcomingSessions } from '@/features/courses/api/get-sessions';
import { prepareCoursePage } from '@/features/courses/api/prepare-course-page';

describe('prepareCoursePage (the course page paints as itself, not as a skeleton)', () => {
  it('puts the course and its dates in the cache before the first render, fetched once', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/courses/41'
        ? jsonResponse(200, { id: 41, name: 'Gas lift' })
        : jsonResponse(200, [{ id: 9, course_id: 41 }]),
    );
    await prepareCoursePage('/ar/courses/41');

    // The first render already has both answers…
    const { result } = renderHook(() => ({
      course: useCourse(41),
      dates: useUpcomingSessions(41),
    }));
    expect(result.current.course.data).toEqual({ id: 41, name: 'Gas lift' });
    expect(result.current.dates.data).toEqual([{ id: 9, course_id: 41 }]);
    // …and the hooks' own first request takes the prepared one instead of asking again.
    await waitFor(() => expect(result.current.course.isValidating).toBe(false));
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/courses/41',
      '/api/sessions/upcoming?course_id=41',
    ]);
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
