import { Global, Module } from '@nestjs/common';
import { LoginFailures } from './login-failures.js';
import { RateLimitBackend } from './rate-limit-backend.js';

/** Rate-limit counters (memory or Redis) for the global RateLimitGuard and for login. */
@Global()
@Module({
  providers: [RateLimitBackend, LoginFailures],
  exports: [RateLimitBackend, LoginFailures],
})
export class ThrottleModule {}
