import { Entity } from 'typeorm';
import { Flag, Text } from '../common/resource/fields.js';
import { defineResource } from '../common/resource/resource.js';
import { Row } from '../common/resource/row.js';
import { STAFF_ROLES } from '../common/access/roles.js';

/** What clients say about us; visitors (the home page) see only the rows staff release. */
@Entity('testimonials')
export class Testimonial extends Row {
  @Text({ column: 'text', max: 1000, search: 'contains', translated: true }) quote: string;
  @Text({ search: 'prefix' }) author: string;
  @Text({ optional: true, search: 'prefix' }) company: string;
  @Flag({ default: true, publishes: true }) published: boolean;
}

export default defineResource({
  path: 'testimonials',
  entity: Testimonial,
  label: 'Testimonial',
  staff: STAFF_ROLES,
});
