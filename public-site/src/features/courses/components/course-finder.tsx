import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import fieldStyles from '@/components/ui/text-field.module.css';
import { useCourses } from '@/features/courses/api/get-courses';
import { useCourseWordSearch } from '@/features/courses/api/search-courses';
import { CourseGrid } from '@/features/courses/components/course-card';
import { NextSessionDate } from '@/features/courses/components/next-session-date';
import { TrainingCatalogue } from '@/features/courses/components/training-catalogue';
import { matchCourses } from '@/features/courses/lib/match-courses';
import { type Course } from '@/features/courses/types';
import { courseWords } from '@/content/course-words';
import { useContent } from '@/i18n/content';
import { useLocale } from '@/i18n/locale-context';
import { fill, plural } from '@/i18n/text';
import styles from '@/features/courses/components/course-finder.module.css';

/**
 * The catalogue with a search box and an "All courses" view beside the spec's path (category
 * tabs → groups → modal), so a known course is one step away (issue 15 item 5). The query and
 * the view live in the address (`?q=`, `?view=all`), so Back from a course returns to the same
 * results. A result is a course the server's word search finds (name, code, discipline,
 * description, keywords such as "ESP": issue 26 item 4) or one whose text or group holds the
 * query here (parts of words, "PE-2", group titles); both are needed, so the results show once
 * the server has answered, and what is found here stands alone if it cannot.
 */
export function CourseFinder() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const showAll = params.get('view') === 'all';
  const courses = useCourses();
  const searchId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const locale = useLocale();
  const t = useContent(courseWords).courseFinder;

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const onQuery = (event: ChangeEvent<HTMLInputElement>) => update({ q: event.target.value });

  // The page is prerendered: words typed before the scripts start stay in the box but not in
  // the address, so adopt them once.
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed !== '' && typed !== params.get('q')) update({ q: typed });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was typed before hydration
  }, []);

  const searching = query.trim() !== '';
  const words = useCourseWordSearch(query);
  let matches: Course[] | undefined;
  if (searching && courses.data && !words.pending) {
    const here = new Set(matchCourses(courses.data, query).map((course) => course.id));
    matches = courses.data.filter((course) => here.has(course.id) || words.ids?.has(course.id));
  }

  let status = '';
  if (searching && !matches && !courses.error) status = t.searching;
  else if (searching && matches) {
    // The count first: what the visitor typed is inserted last, never read as a placeholder.
    const sentence = matches.length === 0 ? t.noMatch : plural(t.matches, matches.length, locale);
    status = fill(sentence, { query: query.trim() });
  }

  let view;
  if (searching || showAll) {
    view =
      courses.error && !courses.data ? (
        <p className={styles.note} role="alert">
          {t.loadError}{' '}
          <Button variant="secondary" size="small" onClick={() => void courses.mutate()}>
            {t.tryAgain}
          </Button>
        </p>
      ) : (
        <CourseGrid
          label={searching ? t.searchResults : t.allCourses}
          courses={searching ? matches : courses.data}
          empty={t.empty}
          // The same Next session line as the group cards (issue 26 item 6).
          details={(course) => <NextSessionDate courseId={course.id} />}
          emptyHint={
            <Button
              variant="secondary"
              size="small"
              onClick={() => update({ q: null, view: 'all' })}
            >
              {t.seeAll}
            </Button>
          }
        />
      );
  } else {
    view = <TrainingCatalogue />;
  }

  return (
    <>
      <div className={styles.toolbar}>
        <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={searchId} className={styles.searchLabel}>
            {t.searchLabel}
          </label>
          <input
            ref={inputRef}
            id={searchId}
            type="search"
            name="q"
            className={`${fieldStyles.input} ${styles.searchInput}`}
            placeholder={t.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            value={query}
            onChange={onQuery}
          />
        </form>
        <div className={styles.views} role="group" aria-label={t.views}>
          <button
            type="button"
            className={styles.view}
            aria-pressed={!showAll && !searching}
            onClick={() => update({ q: null, view: null })}
          >
            {t.byGroup}
          </button>
          <button
            type="button"
            className={styles.view}
            aria-pressed={showAll && !searching}
            onClick={() => update({ q: null, view: 'all' })}
          >
            {t.allCourses}
            {courses.data ? ` (${courses.data.length})` : ''}
          </button>
        </div>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
      {view}
    </>
  );
}
