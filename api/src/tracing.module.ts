import { Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { flushTracing } from './tracing';

/** The last spans of a stopping process (its drained requests, its interrupted jobs) are exported, within 2 s. */
@Injectable()
class TracingFlush implements OnApplicationShutdown {
  onApplicationShutdown(): Promise<void> {
    return flushTracing();
  }
}

/** Traces are started by tracing.ts before Nest loads (main.ts, worker.ts); this only flushes them when the app closes. */
@Module({ providers: [TracingFlush] })
export class TracingModule {}
