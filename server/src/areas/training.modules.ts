import type { Type } from '@nestjs/common';
import { BookingModule } from '../booking/booking.module.js';
import { CoursesModule } from '../courses/courses.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { SubCategoriesModule } from '../sub-categories/sub-categories.module.js';
import { WishlistModule } from '../wishlist/wishlist.module.js';

/**
 * Feature modules of the training area (registered by AppModule, before UsersModule: the
 * wishlist's GET /users/wishlist must be matched before the users resource's GET /users/:id).
 */
export const TRAINING_MODULES: Type[] = [
  SubCategoriesModule,
  CoursesModule,
  WishlistModule,
  PaymentsModule,
  SessionsModule,
  BookingModule,
];
