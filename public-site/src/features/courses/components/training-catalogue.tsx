import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useCategories } from '@/features/courses/api/get-categories';
import { useCourses } from '@/features/courses/api/get-courses';
import { useSubCategories } from '@/features/courses/api/get-sub-categories';
import { CourseGrid } from '@/features/courses/components/course-card';
import { NextSessionDate } from '@/features/courses/components/course-sessions';
import { Skeleton } from '@/features/courses/components/skeleton';
import { Tabs } from '@/features/courses/components/tabs';
import { type Course, type SubCategory } from '@/features/courses/types';
import styles from '@/features/courses/components/training-catalogue.module.css';

/** Skeleton counts of spec §9. */
const CATEGORY_SKELETONS = 3;
const COURSE_SKELETONS = 3;

function courseCount(courses: Course[] | undefined, subCategoryId: number): string | null {
  if (!courses) return null;
  const count = courses.filter((course) => course.sub_category_id === subCategoryId).length;
  return count === 1 ? '1 course' : `${count} courses`;
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
    return <p className={styles.note}>No course groups in this category yet.</p>;
  }
  return (
    <ul className={styles.groups}>
      {subCategories.map((subCategory) => {
        const count = courseCount(courses, subCategory.id);
        return (
          <li key={subCategory.id}>
            <button
              type="button"
              className={styles.group}
              aria-haspopup="dialog"
              onClick={() => onOpen(subCategory)}
            >
              <span className={styles.groupText}>
                <span className={styles.groupTitle}>{subCategory.title}</span>
                <span className={styles.groupCount}>{count ?? '\u00a0'}</span>
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

  const list = categories.data;
  const selected =
    list?.find((category) => category.id === chosenCategory)?.id ?? list?.[0]?.id ?? null;

  let content;
  if (categories.error && !list) {
    content = (
      <div className={styles.problem} role="alert">
        <p>The course catalogue could not be loaded.</p>
        <Button variant="secondary" size="small" onClick={() => void categories.mutate()}>
          Try again
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
          Loading course categories
        </span>
      </div>
    );
  } else if (list.length === 0 || selected === null) {
    content = <p className={styles.note}>No courses are open for booking yet. Check back soon.</p>;
  } else {
    content = (
      <Tabs
        label="Course categories"
        variant="pills"
        selected={selected}
        onSelect={setChosenCategory}
        items={list.map((category) => ({
          key: category.id,
          label: category.title,
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
          eyebrow={openGroup.category?.title ?? list?.find((c) => c.id === selected)?.title}
          title={openGroup.title}
          onClose={() => setOpenGroup(null)}
          size="wide"
          dismissOnBackdrop
        >
          {courses.error && !courses.data ? (
            <p className={styles.note} role="alert">
              The courses could not be loaded. Close this window and try again.
            </p>
          ) : (
            <CourseGrid
              label={`${openGroup.title} courses`}
              skeletons={COURSE_SKELETONS}
              courses={courses.data?.filter((course) => course.sub_category_id === openGroup.id)}
              empty="No courses in this group yet."
              details={(course) => <NextSessionDate courseId={course.id} />}
            />
          )}
        </Modal>
      )}
    </>
  );
}
