import { Global, Module } from '@nestjs/common';
import { SharedCounters } from './counters';
import { RateLimitGuard } from './rate-limit.guard';

/** Shared counters (Redis, in-process fallback) for login throttling and public write limits. */
@Global()
@Module({ providers: [SharedCounters, RateLimitGuard], exports: [SharedCounters, RateLimitGuard] })
export class RateLimitModule {}
