import { DynamicModule, Module } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import type { EnvironmentVariables } from './config/app-config';
import { EpisodeLifecycleModule } from './common/episode-lifecycle';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { LoggingModule } from './logging/logging.module';
import { HTTP_MODULES, WORKER_MODULES } from './modules';
import { MetricsModule } from './metrics/metrics.module';
import { QueueModule } from './queue/queue.module';
import { TracingModule } from './tracing.module';

@Module({})
export class AppModule {
  /** The HTTP app; with WORKER=inline it also runs the queue processors. `logs`: where log lines go (default stdout). */
  static register(config: EnvironmentVariables, logs?: DestinationStream): DynamicModule {
    const workers = config.WORKER === 'inline' ? WORKER_MODULES : [];
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        TracingModule,
        LoggingModule.register(config, logs),
        DatabaseModule,
        QueueModule,
        CatalogueModule,
        EpisodeLifecycleModule,
        MetricsModule,
        ...HTTP_MODULES,
        ...workers,
      ],
    };
  }
}

@Module({})
export class WorkerAppModule {
  /** The queue processors alone (`npm run worker`), for deployments that scale them apart. */
  static register(config: EnvironmentVariables, logs?: DestinationStream): DynamicModule {
    return {
      module: WorkerAppModule,
      imports: [
        ConfigModule.register(config),
        LoggingModule.register(config, logs),
        TracingModule,
        DatabaseModule,
        QueueModule,
        CatalogueModule,
        EpisodeLifecycleModule,
        MetricsModule,
        ...WORKER_MODULES,
      ],
    };
  }
}
