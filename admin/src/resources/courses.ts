import SchoolIcon from '@mui/icons-material/School';
import { ADMIN, SUPER_ADMIN } from '../auth/roles';
import type { ResourceDeclaration } from './types';

const IMAGES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};

/** Every field of spec §2; add is gated (§5), edit is not; the image is optional on edit. */
export const courses: ResourceDeclaration = {
  name: 'courses',
  apiPath: 'courses',
  label: 'Courses',
  createLabel: 'Add course',
  itemLabel: 'Course',
  icon: SchoolIcon,
  roles: [SUPER_ADMIN, ADMIN],
  searchField: 'name',
  searchLabel: 'Search by name',
  recordName: 'name',
  canCreate: true,
  canEdit: true,
  canDelete: true,
  legacyPaths: { create: 'addcourse' },
  fields: [
    {
      source: 'category_id',
      label: 'Category',
      type: 'reference',
      placeholder: 'Select category',
      required: true,
      validateOn: 'create',
      options: { apiPath: 'categories', optionText: 'title' },
    },
    {
      source: 'sub_category_id',
      label: 'Subcategory',
      type: 'reference',
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
    {
      source: 'discipline',
      label: 'Discipline',
      type: 'text',
      minLength: 2,
      validateOn: 'create',
      inList: true,
    },
    {
      source: 'classification',
      label: 'Classification',
      type: 'text',
      minLength: 2,
      validateOn: 'create',
      inList: true,
    },
    {
      source: 'name',
      label: 'Course name',
      type: 'text',
      minLength: 2,
      validateOn: 'create',
      inList: true,
    },
    { source: 'instructor', label: 'Instructor', type: 'text' },
    { source: 'time', label: 'Time', type: 'text' },
    { source: 'location', label: 'Location', type: 'text' },
    { source: 'price', label: 'Price (EGP)', type: 'number', egp: true, inList: true },
    {
      source: 'description',
      label: 'Description',
      type: 'richtext',
      minLength: 2,
      validateOn: 'create',
      inList: true,
    },
    {
      source: 'image',
      label: 'Image',
      type: 'image',
      required: true,
      validateOn: 'create',
      accept: IMAGES,
      inList: true,
    },
    { source: 'category', label: 'Category', type: 'object', display: 'title', inList: true },
    {
      source: 'sub_category',
      label: 'Subcategory',
      type: 'object',
      display: 'title',
      inList: true,
    },
  ],
};
