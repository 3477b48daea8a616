import { Entity } from 'typeorm';
import { Flag, Int, RichText, Text } from '../common/resource/fields.js';
import { defineResource } from '../common/resource/resource.js';
import { Row } from '../common/resource/row.js';
import { STAFF_ROLES } from '../common/access/roles.js';

/** Questions and answers: visitors see the published ones, in position order. */
@Entity('faqs')
export class Faq extends Row {
  @Text({ max: 500, search: 'contains', translated: true }) question: string;
  @RichText({ maxBytes: 20_000, translated: true }) answer: string;
  @Int({ min: 0, max: 10_000, listOrder: 'ASC' }) position: number;
  @Flag({ default: true, publishes: true }) published: boolean;
}

export default defineResource({ path: 'faqs', entity: Faq, label: 'FAQ', staff: STAFF_ROLES });
