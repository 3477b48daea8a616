import { useState } from 'react';
import { Tabs } from '@/features/courses/components/tabs';
import { type Course } from '@/features/courses/types';
import styles from '@/features/courses/components/course-detail.module.css';

type InfoTab = 'description' | 'instructor' | 'location' | 'time';

function PlainText({ text }: { text: string }) {
  return text.trim() ? (
    <p className={styles.plain}>{text}</p>
  ) : (
    <p className={styles.muted}>To be announced.</p>
  );
}

/** DESCRIPTION, INSTRUCTOR, LOCATION, TIME (spec §2 Course detail). */
export function CourseInfoTabs({ course }: { course: Course }) {
  const [selected, setSelected] = useState<InfoTab>('description');
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
        { key: 'location', label: 'LOCATION', panel: <PlainText text={course.location} /> },
        { key: 'time', label: 'TIME', panel: <PlainText text={course.time} /> },
      ]}
    />
  );
}
