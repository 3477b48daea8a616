import { Controller, Get, Header, Query } from '@nestjs/common';
import { CrudController } from '../common/crud/crud.controller.js';
import { Roles } from '../common/decorators/access.decorators.js';
import { Role } from '../common/access/roles.js';
import { AuditService } from './audit.service.js';

const TOP_ROLE = [Role.SuperAdmin];

/** The audit trail: role 2001 lists, searches, reads and exports; nobody edits or deletes. */
@Controller('audit')
export class AuditExportController {
  constructor(private readonly service: AuditService) {}

  @Get('export')
  @Roles(TOP_ROLE)
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="audit-trail.csv"')
  @Header('Cache-Control', 'no-store')
  exportCsv(@Query() params: Record<string, unknown>) {
    return this.service.exportCsv(params);
  }

  @Get('resources')
  @Roles(TOP_ROLE)
  resources() {
    return this.service.resources();
  }
}

@Controller('audit')
export class AuditController extends CrudController({ staff: TOP_ROLE, readOnly: true }) {
  constructor(protected readonly service: AuditService) {
    super();
  }
}
