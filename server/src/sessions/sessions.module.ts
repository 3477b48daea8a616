import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingEventsModule } from '../booking/booking-events.js';
import { MailModule } from '../mail/mail.module.js';
import { CourseSession } from '../model/course-session.entity.js';
import { CourseSessionsController } from './course-sessions.controller.js';
import { PublicSessionsController } from './public-sessions.controller.js';
import { SessionSweeper } from './session-sweeper.js';
import { SessionWaitlistEntry } from '../model/session-waitlist.entity.js';
import { SessionsService } from './sessions.service.js';
import { CourseSessionsService } from './course-sessions.service.js';
import { SessionBookingListeners } from './booking-listeners.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([CourseSession, SessionWaitlistEntry]),
    MailModule,
    BookingEventsModule,
  ],
  controllers: [CourseSessionsController, PublicSessionsController],
  providers: [SessionsService, CourseSessionsService, SessionSweeper, SessionBookingListeners],
  exports: [SessionsService, SessionSweeper],
})
export class SessionsModule {}
