import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CurrentUser, Roles } from '../common/decorators/access.decorators.js';
import { IdPipe } from '../common/pipes/id.pipe.js';
import { STAFF_ROLES } from '../common/access/roles.js';
import { User } from '../model/user.entity.js';
import { BookingListQuery, CancelWithReasonDto, MoveBookingDto } from './booking.dto.js';
import { BookingsService } from './bookings.service.js';

/** Staff's bookings list and the actions on one booking (2001 and 1996; audited). */
@Controller('bookings')
@Roles(STAFF_ROLES)
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  /** `session_id`, `course_id`, `status` filters; `page`/`limit` answer `{data, total}`. */
  @Get()
  list(@Query() query: BookingListQuery) {
    return this.bookings.list(query);
  }

  /** The dashboard's search convention: the same filters, a bare array. */
  @Post('search')
  @HttpCode(200)
  search(@Query() query: BookingListQuery) {
    return this.bookings.list({ ...query, page: undefined, limit: undefined });
  }

  @Get(':id')
  get(@Param('id', IdPipe) id: number) {
    return this.bookings.get(id);
  }

  @Post(':id/move')
  @HttpCode(200)
  move(@Param('id', IdPipe) id: number, @Body() body: MoveBookingDto) {
    return this.bookings.moveBooking(id, body.to_session_id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@Param('id', IdPipe) id: number, @Body() body: CancelWithReasonDto) {
    return this.bookings.cancelByStaff(id, body.reason);
  }
}

/** Staff actions on all bookings of a session. */
@Controller('course-sessions')
@Roles(STAFF_ROLES)
export class SessionBookingsController {
  constructor(private readonly bookings: BookingsService) {}

  /** Cancels the session with a reason: every booking cancelled, refund due, one mail each. */
  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@Param('id', IdPipe) id: number, @Body() body: CancelWithReasonDto) {
    return this.bookings.cancelSession(id, body.reason);
  }

  /** Moves every booking of the session to another one of the course (409 when seats lack). */
  @Post(':id/move')
  @HttpCode(200)
  move(@Param('id', IdPipe) id: number, @Body() body: MoveBookingDto) {
    return this.bookings.moveSession(id, body.to_session_id);
  }
}

/** The buyer's bookings (any signed-in user, their own only). */
@Controller('sessions')
export class BuyerBookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Get('mine')
  mine(@CurrentUser() user: User) {
    return this.bookings.mine(user);
  }

  @Post('bookings/:purchaseId/cancel')
  @HttpCode(200)
  cancel(@CurrentUser() user: User, @Param('purchaseId', IdPipe) purchaseId: number) {
    return this.bookings.cancelByBuyer(user, purchaseId);
  }
}
