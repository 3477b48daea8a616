import SchoolIcon from '@mui/icons-material/School';
import { CourseSessionsPanel } from './session-tools/CourseSessionsPanel';
import type { ResourceCustomization } from './types';

/** Every field of spec §2; add is gated (§5), edit is not; the image is optional on edit. */
export const courses: ResourceCustomization = {
  apiPath: 'courses',
  label: 'Courses',
  createLabel: 'Add course',
  itemLabel: 'Course',
  icon: SchoolIcon,
  searchField: 'name',
  searchLabel: 'Search by name',
  recordName: 'name',
  legacyPaths: { create: 'addcourse' },
  // Issue 13: a course's dated sessions, under its form.
  showExtras: CourseSessionsPanel,
  fields: [
    {
      source: 'category_id',
      label: 'Category',
      placeholder: 'Select category',
      required: true,
      validateOn: 'create',
    },
    {
      source: 'sub_category_id',
      label: 'Subcategory',
      placeholder: 'Select subcategory',
      required: true,
      validateOn: 'create',
      options: {
        apiPath: 'sub-categories',
        optionText: 'title',
        dependsOn: {
          field: 'category_id',
          key: 'category_id',
          waitingText: 'Choose a category first',
        },
      },
    },
    { source: 'discipline', label: 'Discipline', minLength: 2, validateOn: 'create', inList: true },
    {
      source: 'classification',
      label: 'Classification',
      minLength: 2,
      validateOn: 'create',
      inList: true,
      compact: 'secondary',
    },
    {
      source: 'name',
      label: 'Course name',
      minLength: 2,
      validateOn: 'create',
      inList: true,
      compact: 'primary',
    },
    { source: 'instructor', label: 'Instructor' },
    { source: 'time', label: 'Time' },
    { source: 'location', label: 'Location' },
    {
      source: 'price',
      label: 'Price (EGP)',
      egp: true,
      inList: true,
      compact: 'tertiary',
      // The server requires it; the add form has always left it to the server's answer.
      required: false,
    },
    {
      source: 'description',
      label: 'Description',
      minLength: 2,
      validateOn: 'create',
      inList: true,
    },
    {
      // Issue 26 item 4: never shown on the site; the public course search finds these words.
      source: 'keywords',
      label: 'Search keywords',
      hint: 'Other words visitors may search for, e.g. abbreviations (ESP, PCP) or other names. Not shown on the site.',
    },
    { source: 'image', label: 'Image', required: true, validateOn: 'create', inList: true },
    { source: 'category', label: 'Category', inList: true },
    { source: 'sub_category', label: 'Subcategory', inList: true },
  ],
};
