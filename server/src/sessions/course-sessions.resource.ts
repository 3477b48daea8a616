import type { Type } from '@nestjs/common';
import { IsOptional } from 'class-validator';
import { STAFF_ROLES } from '../common/access/roles.js';
import { defineResource } from '../common/resource/resource.js';
import { CourseSession } from '../model/course-session.entity.js';

const declared = defineResource({
  path: 'course-sessions',
  entity: CourseSession,
  label: 'Session',
  // Staff (2001 and 1996, as for courses) manage the dated sessions of courses.
  staff: STAFF_ROLES,
  // An update sends only what changes (a new capacity, a new place).
  update: 'partial',
  relations: { course: true },
  order: { starts_at: 'DESC', id: 'DESC' },
});

/**
 * The dashboard's other spelling of the same times (what GET answers as `*_cairo`), read by the
 * service when `starts_at` / `ends_at` are absent. Not columns, so not fields.
 */
function withCairoSpelling(base: Type, name: string): Type {
  class SessionInput extends (base as new () => object) {
    @IsOptional() starts_at_cairo?: unknown;
    @IsOptional() ends_at_cairo?: unknown;
  }
  return Object.defineProperty(SessionInput, 'name', { value: name });
}

/** Dated sessions of courses (ADR 0011, issue 25 item 5): the staff resource. */
export const COURSE_SESSIONS = {
  ...declared,
  createDto: withCairoSpelling(declared.createDto, declared.createDto.name),
  updateDto: withCairoSpelling(declared.updateDto, declared.updateDto.name),
};
