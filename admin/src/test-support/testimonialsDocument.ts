import type { ApiDocument } from '../schema/apiDocument';
import { apiDocument } from './declarations';

/**
 * The recorded document plus a resource no admin file knows: `testimonials`, as the server
 * describes a CRUD resource (x-resources entry, create body, record schema).
 */
export const withTestimonials = (roles: string[] = ['2001', '1996']): ApiDocument => ({
  ...apiDocument,
  paths: {
    ...apiDocument.paths,
    '/api/testimonials': {
      post: {
        requestBody: {
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/TestimonialDto' } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      ...apiDocument.components?.schemas,
      TestimonialDto: {
        type: 'object',
        properties: {
          quote: { type: 'string', minLength: 2, maxLength: 2000 },
          author: { type: 'string', minLength: 2 },
          company: { type: 'string' },
          published: { type: 'boolean' },
        },
        required: ['quote', 'author'],
      },
      Testimonial: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          quote: { type: 'string' },
          author: { type: 'string' },
          company: { type: 'string', nullable: true },
          published: { type: 'boolean' },
          created_at: { type: 'string', format: 'date-time' },
          updated_at: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
  'x-resources': [
    ...(apiDocument['x-resources'] ?? []),
    {
      path: 'testimonials',
      roles,
      actions: ['list', 'show', 'create', 'edit', 'delete', 'search'],
      searchParams: ['author'],
      record: 'Testimonial',
    },
  ],
});
