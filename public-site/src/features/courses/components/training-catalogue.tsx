import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useCategories } from '@/features/courses/api/get-categories';
import { useCourses } from '@/features/courses/api/get-courses';
import { useSubCategories } from '@/features/courses/api/get-sub-categories';
import { CourseGrid } from '@/features/courses/components/course-card';
import { NextSessionDate } from '@/features/courses/components/next-session-date';
import { Skeleton } from '@/features/courses/components/skeleton';
import { Tabs } from '@/features/courses/components/tabs';
import { type Course, type SubCategory } from '@/features/courses/types';
import { useLanguage } from '@/i18n/locale-context';
import { LocalText } from '@/i18n/local-text';
import { localizedText, useLocalized } from '@/i18n/localized';
import { fill, plural } from '@/i18n/text';
import styles from '@/features/courses/components/training-catalogue.module.css';
import { courseWords } from '@/content/course-words';
import { useContent } from '@/i18n/content';

/** Skeleton counts of spec §9. */
const CATEGORY_SKELETONS = 3;
const COURSE_SKELETONS = 3;

function countOf(courses: Course[] | undefined, subCategoryId: number): number | null {
  if (!courses) return null;
  return courses.filter((course) => course.sub_category_id === subCategoryId).length;
}

function SubCategoryButtons({
  subCategories,
  courses,
  onOpen,
}: {
  subCategories: SubCategory[] | undefined;
  courses: Course[] | undefined;
  onOpen: (subCategory: SubCategory) => void;
}) {
  const { locale } = useLanguage();
  const t = useContent(courseWords);
  if (!subCategories) {
    return (
      <div className={styles.groups} aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className={styles.groupSkeleton} />
        ))}
      </div>
    );
  }
  if (subCategories.length === 0) {
    return <p className={styles.note}>{t.catalogue.noGroups}</p>;
  }
  return (
    <ul className={styles.groups}>
      {subCategories.map((subCategory) => {
        const count = countOf(courses, subCategory.id);
        const title = localizedText(subCategory, 'title', locale);
        return (
          <li key={subCategory.id}>
            <button
              type="button"
              className={styles.group}
              aria-haspopup="dialog"
              onClick={() => onOpen(subCategory)}
            >
              <span className={styles.groupText}>
                <span className={styles.groupTitle} lang={title.lang} dir={title.dir}>
                  {title.text}
                </span>
                <span className={styles.groupCount}>
                  {count === null ? '\u00a0' : plural(t.catalogue.count, count, locale)}
                </span>
              </span>
              <span className={styles.groupArrow} aria-hidden="true">
                <ArrowRightIcon size={20} />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Category tabs (the first one selected once they load), the selected category's course
 * groups, and a modal listing a group's courses (spec §2 Training).
 */
export function TrainingCatalogue() {
  const categories = useCategories();
  const subCategories = useSubCategories();
  const courses = useCourses();
  const [searchParams] = useSearchParams();
  // A link may preselect a category (/courses?category=3, from the course page's sidebar).
  const [chosenCategory, setChosenCategory] = useState<number | null>(() => {
    const requested = Number(searchParams.get('category'));
    return Number.isInteger(requested) && requested > 0 ? requested : null;
  });
  const [openGroup, setOpenGroup] = useState<SubCategory | null>(null);
  const t = useContent(courseWords);
  const local = useLocalized();

  const list = categories.data;
  const selected =
    list?.find((category) => category.id === chosenCategory)?.id ?? list?.[0]?.id ?? null;

  const openCategory = openGroup
    ? (openGroup.category ?? list?.find((category) => category.id === selected))
    : undefined;

  let content;
  if (categories.error && !list) {
    content = (
      <div className={styles.problem} role="alert">
        <p>{t.catalogue.loadError}</p>
        <Button variant="secondary" size="small" onClick={() => void categories.mutate()}>
          {t.courseFinder.tryAgain}
        </Button>
      </div>
    );
  } else if (!list) {
    content = (
      <div aria-busy="true">
        <div className={styles.tabSkeletons} aria-hidden="true">
          {Array.from({ length: CATEGORY_SKELETONS }, (_, index) => (
            <Skeleton key={index} className={styles.tabSkeleton} />
          ))}
        </div>
        <div className={styles.groups} aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className={styles.groupSkeleton} />
          ))}
        </div>
        <span className="visually-hidden" role="status">
          {t.catalogue.loadingCategories}
        </span>
      </div>
    );
  } else if (list.length === 0 || selected === null) {
    content = <p className={styles.note}>{t.catalogue.noneOpen}</p>;
  } else {
    content = (
      <Tabs
        label={t.catalogue.categories}
        variant="pills"
        selected={selected}
        onSelect={setChosenCategory}
        items={list.map((category) => ({
          key: category.id,
          label: <LocalText {...local(category, 'title')} />,
          panel: (
            <SubCategoryButtons
              subCategories={subCategories.data?.filter(
                (subCategory) => subCategory.category_id === category.id,
              )}
              courses={courses.data}
              onOpen={setOpenGroup}
            />
          ),
        }))}
      />
    );
  }

  return (
    <>
      <div className={styles.catalogue}>{content}</div>
      {openGroup && (
        <Modal
          eyebrow={openCategory && <LocalText {...local(openCategory, 'title')} />}
          title={<LocalText {...local(openGroup, 'title')} />}
          onClose={() => setOpenGroup(null)}
          size="wide"
          dismissOnBackdrop
        >
          {courses.error && !courses.data ? (
            <p className={styles.note} role="alert">
              {t.catalogue.coursesLoadError}
            </p>
          ) : (
            <CourseGrid
              label={fill(t.catalogue.groupCourses, { group: local(openGroup, 'title').text })}
              skeletons={COURSE_SKELETONS}
              courses={courses.data?.filter((course) => course.sub_category_id === openGroup.id)}
              empty={t.catalogue.emptyGroup}
              details={(course) => <NextSessionDate courseId={course.id} />}
            />
          )}
        </Modal>
      )}
    </>
  );
}
