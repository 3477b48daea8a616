import { Global, Module } from '@nestjs/common';
import { LoginFailures } from './login-failures.js';
import { RateLimitBackend } from './rate-limit-backend.js';
import { RateLimiters } from './rate-limit.js';

/** Rate-limit counters (memory or Redis) for the global RateLimitGuard and for login. */
@Global()
@Module({
  providers: [RateLimitBackend, RateLimiters, LoginFailures],
  exports: [RateLimitBackend, RateLimiters, LoginFailures],
})
export class ThrottleModule {}
