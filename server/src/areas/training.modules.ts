import type { Type } from '@nestjs/common';

/** Feature modules of the training area (registered by AppModule). */
export const TRAINING_MODULES: Type[] = [];
