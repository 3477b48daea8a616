import { Controller, Get } from '@nestjs/common';
import type { Principal } from '../common/access/roles.js';
import { CurrentUser, Roles } from '../common/decorators/access.decorators.js';
import { STAFF_ROLES } from '../common/access/roles.js';
import { OverviewService } from './overview.service.js';

/** GET /api/overview: every panel of the dashboard's home in one answer. */
@Controller('overview')
export class OverviewController {
  constructor(private readonly service: OverviewService) {}

  @Get()
  @Roles(STAFF_ROLES)
  overview(@CurrentUser() caller: Principal) {
    return this.service.overview(caller);
  }
}
