import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { Principal } from '../common/access/roles.js';
import { CrudController } from '../common/crud/crud.controller.js';
import { CurrentUser, Public, Roles } from '../common/decorators/access.decorators.js';
import { IdPipe } from '../common/pipes/id.pipe.js';
import { RateLimited } from '../common/throttle/rate-limit.js';
import { STAFF_ROLES } from '../common/access/roles.js';
import { ContactService } from './contact.service.js';
import { ContactDto } from './dto/contact.dto.js';
import { EnquiryHandlingDto, EnquiryReplyDto } from './dto/enquiry.dto.js';
import { EnquiriesService } from './enquiries.service.js';

/** The public contact form. */
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(201)
  @Public()
  @RateLimited('forms')
  send(@Body() body: ContactDto) {
    return this.contact.send(body);
  }
}

/**
 * Handling an enquiry (issue 26 item 15): its state and owner, and replies mailed to the
 * enquirer. Registered before the generic routes, so `owners` is never read as an id.
 */
@Controller('contact-messages')
@Roles(STAFF_ROLES)
export class EnquiriesController {
  constructor(
    private readonly enquiries: EnquiriesService,
    private readonly contact: ContactService,
  ) {}

  /** The staff members an enquiry can be given to. */
  @Get('owners')
  owners() {
    return this.enquiries.owners();
  }

  /** Body: `{ state?, owner_id? }` (owner_id null: nobody). Answers the enquiry as listed. */
  @Post(':id/handling')
  @HttpCode(200)
  async handle(
    @Param('id', IdPipe) id: number,
    @Body() body: EnquiryHandlingDto,
    @CurrentUser() user: Principal,
  ) {
    await this.enquiries.handle(id, body);
    return this.contact.get(id, user);
  }

  @Get(':id/replies')
  replies(@Param('id', IdPipe) id: number) {
    return this.enquiries.list(id);
  }

  /** Body: `{ body }`; mailed to the enquirer through the outbox, kept with the enquiry. */
  @Post(':id/replies')
  @HttpCode(201)
  reply(
    @Param('id', IdPipe) id: number,
    @Body() body: EnquiryReplyDto,
    @CurrentUser() user: Principal,
  ) {
    return this.enquiries.reply(id, body, user);
  }
}

/** The dashboard's Messages: list, search, read and delete (no create or edit). */
@Controller('contact-messages')
export class ContactMessagesController extends CrudController({ staff: STAFF_ROLES }) {
  constructor(protected readonly service: ContactService) {
    super();
  }
}
