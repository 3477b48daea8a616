import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import type { Response } from 'express';
import { Roles } from '../common/decorators/access.decorators.js';
import { IdPipe } from '../common/pipes/id.pipe.js';
import { STAFF_ROLES } from '../common/access/roles.js';
import { AttendanceDto, SessionInputDto, SessionListQuery } from './session-input.dto.js';
import { SessionsService } from './sessions.service.js';

/** Staff (2001 and 1996, as for courses) manage the dated sessions of courses. */
@Controller('course-sessions')
@Roles(STAFF_ROLES)
export class CourseSessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  list(@Query() query: SessionListQuery) {
    return this.sessions.list(query.course_id);
  }

  @Post()
  create(@Body() body: SessionInputDto) {
    return this.sessions.create(body);
  }

  @Get(':id')
  get(@Param('id', IdPipe) id: number) {
    return this.sessions.get(id);
  }

  @Put(':id')
  update(@Param('id', IdPipe) id: number, @Body() body: SessionInputDto) {
    return this.sessions.update(id, body);
  }

  /** The API's update convention (spec §7: POST /<resource>/:id), which the dashboard uses. */
  @Post(':id')
  @HttpCode(200)
  edit(@Param('id', IdPipe) id: number, @Body() body: SessionInputDto) {
    return this.sessions.update(id, body);
  }

  @Delete(':id')
  remove(@Param('id', IdPipe) id: number) {
    return this.sessions.remove(id);
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
