import type { Type } from '@nestjs/common';

/** Feature modules of the dashboard area (registered by AppModule). */
export const DASHBOARD_MODULES: Type[] = [];
