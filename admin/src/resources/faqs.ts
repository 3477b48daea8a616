import QuizIcon from '@mui/icons-material/Quiz';
import type { ResourceCustomization } from './types';

/** Questions and answers of the training and careers pages; reached beside the testimonials. */
export const faqs: ResourceCustomization = {
  name: 'faqs',
  apiPath: 'faqs',
  label: 'FAQs',
  itemLabel: 'FAQ',
  createLabel: 'Add FAQ',
  icon: QuizIcon,
};
