import { applyDecorators } from '@nestjs/common';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../common/entity-columns.js';
import { Field, Ref } from '../common/resource/fields.js';
import { ToInteger } from '../common/validation/numbers.js';
import { OptionalText } from '../common/validation/text-rules.js';
import { Course } from './course.entity.js';

export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

const CAPACITY_MESSAGE = 'The capacity must be a whole number from 1 to 10000';

/**
 * A session time as staff send it: a Cairo wall-clock time (`2026-12-01T09:00`) or an ISO
 * instant with its offset. Read by the service (common/cairo-time.ts parseCairoTime), which
 * answers the readable 422 ("… a date and time in Cairo, e.g. 2026-12-01T09:00") and checks the
 * start and end together. Not the DateTime kind: that one takes ISO instants only.
 */
const CairoTime = () =>
  Field({ type: 'datetime', nullable: true }, IsOptional(), {
    kind: 'datetime',
    schema: { type: 'string', format: 'date-time', 'x-kind': 'datetime' },
  });

/**
 * One dated run of a course with a number of seats (ADR 0011). Times are stored in UTC. The
 * fields are the staff resource's (sessions/course-sessions.resource.ts): course, times,
 * place, seats, language; a session is cancelled by its action, never by a write of `status`.
 */
@Entity('course_sessions')
export class CourseSession {
  @PrimaryGeneratedColumn() id: number;
  @Ref('The course is required', { to: { resource: 'courses', display: 'name' } })
  course_id: number;
  @ManyToOne(() => Course, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'course_id' })
  course: Relation<Course>;
  @CairoTime() starts_at: Date;
  @CairoTime() ends_at: Date;
  @Field({ type: 'varchar', length: 191 }, OptionalText('location', 191), {
    kind: 'text',
    schema: { type: 'string', maxLength: 191 },
  })
  location: string;
  @Field(
    { type: 'integer' },
    applyDecorators(
      IsOptional(),
      ToInteger(),
      IsInt({ message: CAPACITY_MESSAGE }),
      Min(1, { message: CAPACITY_MESSAGE }),
      Max(10_000, { message: CAPACITY_MESSAGE }),
    ),
    { kind: 'int', schema: { type: 'integer', minimum: 1, maximum: 10_000 } },
  )
  capacity: number;
  @Field({ type: 'varchar', length: 60, default: 'English' }, OptionalText('language', 60), {
    kind: 'text',
    optional: true,
    schema: { type: 'string', maxLength: 60, default: 'English' },
  })
  language: string;
  @Field(
    { type: 'varchar', length: 16, default: 'scheduled' },
    applyDecorators(
      IsOptional(),
      IsIn(['scheduled'], { message: 'Use the cancel action to cancel a session' }),
    ),
    {
      kind: 'choice',
      optional: true,
      schema: { type: 'string', enum: SESSION_STATUSES, default: 'scheduled' },
    },
  )
  status: SessionStatus;
  @CreatedAt() created_at: Date;
  @UpdatedAt() updated_at: Date;
}
