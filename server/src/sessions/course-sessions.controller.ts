import { Body, Controller, Get, Header, Param, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { STAFF_ROLES } from '../common/access/roles.js';
import { Roles } from '../common/decorators/access.decorators.js';
import { IdPipe } from '../common/pipes/id.pipe.js';
import { createValidationPipe } from '../common/pipes/validation.pipe.js';
import { ResourceController } from '../common/resource/resource.controller.js';
import { COURSE_SESSIONS } from './course-sessions.resource.js';
import { CourseSessionsService } from './course-sessions.service.js';
import { AttendanceDto, StaffSessionListQuery } from './session-input.dto.js';
import { SessionsService } from './sessions.service.js';

const updateBody = createValidationPipe(COURSE_SESSIONS.updateDto);

/**
 * Staff (2001 and 1996, as for courses) manage the dated sessions of courses: the declared
 * resource's routes (POST /search, GET /:id, POST / create, POST /:id update, DELETE /:id),
 * plus the list by course, PUT /:id, and the people of a session.
 */
@Controller('course-sessions')
@Roles(STAFF_ROLES)
export class CourseSessionsController extends ResourceController(COURSE_SESSIONS, {
  updateStatus: 200,
}) {
  constructor(
    protected readonly service: CourseSessionsService,
    private readonly sessions: SessionsService,
  ) {
    super();
  }

  /** A bare list, newest first, of one course's sessions or of all (no paging: at most 1,000). */
  @Get()
  override list(@Query() query: StaffSessionListQuery) {
    return this.service.listFor(query.course_id);
  }

  /** The same update as POST /:id (the older spelling). */
  @Put(':id')
  edit(@Param('id', IdPipe) id: number, @Body(updateBody) body: unknown) {
    return this.service.update(id, body);
  }

  @Get(':id/attendees')
  attendees(@Param('id', IdPipe) id: number) {
    return this.sessions.attendees(id);
  }

  @Get(':id/attendees/csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  async attendeesCsv(@Param('id', IdPipe) id: number, @Res() res: Response) {
    const csv = await this.sessions.attendeesCsv(id);
    res.attachment(csv.filename).send(csv.body);
  }

  @Put(':id/attendance')
  attendance(@Param('id', IdPipe) id: number, @Body() body: AttendanceDto) {
    return this.sessions.markAttendance(id, body);
  }

  @Get(':id/waitlist')
  waitlist(@Param('id', IdPipe) id: number) {
    return this.sessions.waitlist(id);
  }
}
