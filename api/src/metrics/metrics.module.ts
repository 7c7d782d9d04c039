import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, EnvironmentVariables } from '../config/app-config';
import { startDefaultMetrics } from './instruments';
import { metricsMode } from './metrics-access';
import { MetricsController } from './metrics.controller';
import { MetricsExposition } from './metrics-exposition';
import { MetricsServer } from './metrics-server';
import { QueueJobMetrics } from './queue-job-metrics';
import { ScrapeGauges } from './scrape-gauges';

/**
 * Prometheus metrics (docs/operations.md, "Metrics"): /metrics on METRICS_PORT or behind
 * METRICS_TOKEN, off otherwise. In the server and in `npm run worker` (which has only the port).
 * The HTTP timing is a middleware installed first by app.setup.ts.
 */
@Module({
  controllers: [MetricsController],
  providers: [ScrapeGauges, MetricsExposition, MetricsServer, QueueJobMetrics],
})
export class MetricsModule implements OnModuleInit {
  constructor(@Inject(APP_CONFIG) private readonly config: EnvironmentVariables) {}

  onModuleInit(): void {
    if (metricsMode(this.config) !== 'off') startDefaultMetrics();
  }
}
