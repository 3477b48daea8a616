import type { Type } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { CertificatesModule } from '../certificates/certificates.module.js';
import { OverviewModule } from '../overview/overview.module.js';

/** Feature modules of the dashboard area (registered by AppModule). */
export const DASHBOARD_MODULES: Type[] = [CertificatesModule, AuditModule, OverviewModule];
