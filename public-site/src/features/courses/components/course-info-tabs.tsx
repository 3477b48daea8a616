import { useState } from 'react';
import { useUpcomingSessions } from '@/features/courses/api/get-sessions';
import { Tabs } from '@/features/courses/components/tabs';
import { type Course } from '@/features/courses/types';
import { useLanguage } from '@/i18n/locale-context';
import { useLocalized, type LocalizedText } from '@/i18n/localized';
import { fill } from '@/i18n/text';
import { sessionLabel, sessionLanguageName } from '@/lib/session-labels';
import styles from '@/features/courses/components/course-detail.module.css';
import { coursePageWords } from '@/content/course-page-words';
import { useContent } from '@/i18n/content';

type InfoTab = 'description' | 'instructor' | 'location' | 'time';

function PlainText({ text, lang, dir }: LocalizedText) {
  const t = useContent(coursePageWords).coursePage;
  return text.trim() ? (
    <p className={styles.plain} lang={lang} dir={dir}>
      {text}
    </p>
  ) : (
    <p className={styles.muted}>{t.toBeAnnounced}</p>
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
  const language = useLanguage();
  const words = useContent(coursePageWords);
  const t = words.coursePage;
  const local = useLocalized();
  const description = local(course, 'description');
  return (
    <Tabs<InfoTab>
      label={t.information}
      selected={selected}
      onSelect={setSelected}
      items={[
        {
          key: 'description',
          label: t.tabs.description,
          panel: (
            <div
              className={styles.prose}
              lang={description.lang}
              dir={description.dir}
              // The server sanitises stored HTML (DECISIONS 5); the page's CSP blocks scripts.
              dangerouslySetInnerHTML={{ __html: description.text }}
            />
          ),
        },
        {
          key: 'instructor',
          label: t.tabs.instructor,
          // A person's name is written as staff wrote it, in either language.
          panel: <PlainText text={course.instructor} />,
        },
        {
          key: 'location',
          label: t.tabs.location,
          panel: dated ? (
            <Lines lines={[...new Set(dated.map((session) => session.location))]} />
          ) : (
            <PlainText {...local(course, 'location')} />
          ),
        },
        {
          key: 'time',
          label: t.tabs.time,
          panel: dated ? (
            <Lines
              lines={dated.map((session) =>
                fill(t.sessionLine, {
                  session: sessionLabel(session, language),
                  place: session.location,
                  language: sessionLanguageName(session.language, language.locale),
                }),
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
