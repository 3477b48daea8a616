import { matchPath } from 'react-router-dom';
import { mutate } from 'swr';
import { courseKey, fetchCourse, parseCourseId } from '@/features/courses/api/get-course';
import { fetchUpcoming, upcomingKey } from '@/features/courses/api/get-sessions';
import { withoutLocale } from '@/i18n/locale';

/** How long the first render waits for the course before it shows the skeleton instead. */
export const PREPARE_WAIT_MS = 1000;

/**
 * Run before the course page first renders (lib/lazy-page.tsx `prepare`): asks for the course
 * and its dates (answers the server preloaded with the page, server/src/seo/course-head.ts) and
 * puts them in SWR's cache, so the first paint is the course itself rather than a skeleton
 * replaced a moment later. A preload may come from the browser's cache (the API lets visitors
 * keep an answer 10 s, ADR 0016), so the page's hooks still ask again when they mount, as the
 * site always does (api-client: no-cache): seats a visitor just took show at once.
 * Waits at most `waitMs`; a failure is left to the page's own hooks.
 */
export async function prepareCoursePage(
  pathname: string = typeof window === 'undefined' ? '' : window.location.pathname,
  waitMs = PREPARE_WAIT_MS,
): Promise<void> {
  // The route's own pattern (app/route-config.ts), in either language.
  const id = parseCourseId(matchPath('/courses/:id', withoutLocale(pathname))?.params.id);
  if (id === null) return;
  const cached = (key: readonly unknown[]) => (value: unknown) =>
    void mutate(key, value, { revalidate: false });
  const answers = Promise.allSettled([
    fetchCourse(courseKey(id)).then(cached(courseKey(id))),
    fetchUpcoming(upcomingKey(id)).then(cached(upcomingKey(id))),
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([answers, late]);
  clearTimeout(timer);
}
