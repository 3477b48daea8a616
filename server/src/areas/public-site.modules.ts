import type { Type } from '@nestjs/common';

/** Feature modules of the public-site area (registered by AppModule). */
export const PUBLIC_SITE_MODULES: Type[] = [];
