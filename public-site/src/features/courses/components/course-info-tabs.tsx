import { useState } from 'react';
import { useUpcomingSessions } from '@/features/courses/api/get-sessions';
import { Tabs } from '@/features/courses/components/tabs';
import { type Course } from '@/features/courses/types';
import { sessionLabel } from '@/lib/session-labels';
import styles from '@/features/courses/components/course-detail.module.css';

type InfoTab = 'description' | 'instructor' | 'location' | 'time';

function PlainText({ text }: { text: string }) {
  return text.trim() ? (
    <p className={styles.plain}>{text}</p>
  ) : (
    <p className={styles.muted}>To be announced.</p>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <ul className={styles.plainList}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * DESCRIPTION, INSTRUCTOR, LOCATION, TIME (spec §2 Course detail). A course with upcoming dated
 * sessions shows their dates and places under TIME and LOCATION: its free-text time and location
 * would contradict them (issue 22).
 */
export function CourseInfoTabs({ course }: { course: Course }) {
  const [selected, setSelected] = useState<InfoTab>('description');
  const { data: sessions } = useUpcomingSessions(course.id);
  const dated = sessions && sessions.length > 0 ? sessions : null;
  return (
    <Tabs<InfoTab>
      label="Course information"
      selected={selected}
      onSelect={setSelected}
      items={[
        {
          key: 'description',
          label: 'DESCRIPTION',
          panel: (
            <div
              className={styles.prose}
              // The server sanitises stored HTML (DECISIONS 5); the page's CSP blocks scripts.
              dangerouslySetInnerHTML={{ __html: course.description }}
            />
          ),
        },
        { key: 'instructor', label: 'INSTRUCTOR', panel: <PlainText text={course.instructor} /> },
        {
          key: 'location',
          label: 'LOCATION',
          panel: dated ? (
            <Lines lines={[...new Set(dated.map((session) => session.location))]} />
          ) : (
            <PlainText text={course.location} />
          ),
        },
        {
          key: 'time',
          label: 'TIME',
          panel: dated ? (
            <Lines
              lines={dated.map(
                (session) =>
                  `${sessionLabel(session)} (Cairo time), ${session.location}, ${session.language}`,
              )}
            />
          ) : (
            <PlainText text={course.time} />
          ),
        },
      ]}
    />
  );
}
