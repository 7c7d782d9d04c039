import { Module } from '@nestjs/common';
import { MediaStorageModule } from '../modules/media/media-storage.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { ReadinessService } from './readiness.service';

/** /api/health (every part), /api/health/live and /api/health/ready (orchestrators: docs/operations.md, "Health"). */
@Module({ imports: [MediaStorageModule], controllers: [HealthController], providers: [HealthService, ReadinessService] })
export class HealthModule {}
