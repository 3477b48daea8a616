import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CrudController } from '../common/crud/crud.controller.js';
import { Public } from '../common/decorators/access.decorators.js';
import { RateLimited } from '../common/throttle/rate-limit.js';
import { STAFF_ROLES } from '../users/role.js';
import { ContactService } from './contact.service.js';
import { ContactDto } from './dto/contact.dto.js';

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

/** The dashboard's Messages: list, search, read and delete (no create or edit). */
@Controller('contact-messages')
export class ContactMessagesController extends CrudController({ staff: STAFF_ROLES }) {
  constructor(protected readonly service: ContactService) {
    super();
  }
}
