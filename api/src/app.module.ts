import { DynamicModule, Module } from '@nestjs/common';
import type { EnvironmentVariables } from './config/app-config';
import { EpisodeLifecycleModule } from './common/episode-lifecycle';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HTTP_MODULES, WORKER_MODULES } from './modules';
import { MetricsModule } from './metrics/metrics.module';
import { QueueModule } from './queue/queue.module';

@Module({})
export class AppModule {
  /** The HTTP app; with WORKER=inline it also runs the queue processors. */
  static register(config: EnvironmentVariables): DynamicModule {
    const workers = config.WORKER === 'inline' ? WORKER_MODULES : [];
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
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
  static register(config: EnvironmentVariables): DynamicModule {
    return {
      module: WorkerAppModule,
      imports: [ConfigModule.register(config), DatabaseModule, QueueModule, CatalogueModule, EpisodeLifecycleModule, MetricsModule, ...WORKER_MODULES],
    };
  }
}
