import { Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser, Public } from '../common/decorators/access.decorators.js';
import { SharedRead } from '../common/http/shared-read.js';
import { IdPipe } from '../common/pipes/id.pipe.js';
import { CourseSession } from '../model/course-session.entity.js';
import { User } from '../model/user.entity.js';
import { SessionListQuery } from './session-input.dto.js';
import { SessionsService } from './sessions.service.js';

/** What buyers see of sessions: dates and seats left, their waitlist places and bookings. */
@Controller('sessions')
export class PublicSessionsController {
  constructor(private readonly sessions: SessionsService) {}

  /**
   * The same for every visitor: public with a version ETag (ADR 0016). Seats follow the rows that
   * point at sessions (bookings, holds, waitlist) and the clock (holds lapse, sessions start).
   */
  @Get('upcoming')
  @Public()
  @SharedRead({ entity: CourseSession, dependents: true, changesWithTime: true })
  upcoming(@Query() query: SessionListQuery) {
    return this.sessions.upcoming(query.course_id);
  }

  @Post(':id/waitlist')
  @HttpCode(200)
  join(@CurrentUser() user: User, @Param('id', IdPipe) id: number) {
    return this.sessions.joinWaitlist(user, id);
  }

  @Delete(':id/waitlist')
  leave(@CurrentUser() user: User, @Param('id', IdPipe) id: number) {
    return this.sessions.leaveWaitlist(user, id);
  }

  /** The buyer's own booked session as a calendar file (404 for anyone else's). */
  @Get('bookings/:purchaseId/calendar.ics')
  async calendar(
    @CurrentUser() user: User,
    @Param('purchaseId', IdPipe) purchaseId: number,
    @Res() res: Response,
  ) {
    const ics = await this.sessions.calendar(user, purchaseId);
    res.type('text/calendar; charset=utf-8').attachment('session.ics').send(ics);
  }
}
