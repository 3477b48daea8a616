import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Role } from '../common/access/roles.js';
import { PageQuery } from '../common/crud/page-query.dto.js';
import { Roles } from '../common/decorators/access.decorators.js';
import { IdPipe } from '../common/pipes/id.pipe.js';
import { OutboxAdminService } from './outbox-admin.service.js';

const superAdmin = Roles([Role.SuperAdmin]);

/**
 * The outbox as a read-only dashboard resource, for role 2001 only (mails carry personal data
 * and account links): list, search, read one, and send one again. No create, edit or delete:
 * rows are written by the features' transactions, and kept as the record of what was sent.
 */
@Controller('mail-outbox')
export class OutboxAdminController {
  constructor(protected readonly service: OutboxAdminService) {}

  @Get()
  @superAdmin
  list(@Query() query: PageQuery) {
    if (query.page === undefined && query.limit === undefined) return this.service.list();
    return this.service.page(query.page ?? 1, query.limit ?? 10);
  }

  @Post('search')
  @HttpCode(200)
  @superAdmin
  search(@Query() params: Record<string, unknown>) {
    return this.service.search(params);
  }

  @Get(':id')
  @superAdmin
  get(@Param('id', IdPipe) id: number) {
    return this.service.get(id);
  }

  @Post(':id/retry')
  @HttpCode(200)
  @superAdmin
  retry(@Param('id', IdPipe) id: number) {
    return this.service.retry(id);
  }
}
