// The domain modules, listed once. HTTP_MODULES serve requests (main.ts); WORKER_MODULES run queue
// processors (worker.ts, or inside the server when WORKER=inline).
import type { DynamicModule, Type } from '@nestjs/common';
import { AuthModule } from './modules/auth/auth.module';
import { HealthModule } from './health/health.module';

export const HTTP_MODULES: Array<Type | DynamicModule> = [AuthModule, HealthModule];

export const WORKER_MODULES: Array<Type | DynamicModule> = [];
