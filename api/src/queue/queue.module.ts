import { BullModule } from '@nestjs/bull';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, EnvironmentVariables } from '../config/app-config';
import { QUEUE_NAMES } from './queue-names';

/** Bull on Redis; every key is under REDIS_PREFIX so test runs and deployments never share queues. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: EnvironmentVariables) => ({
        url: config.REDIS_URL,
        prefix: config.REDIS_PREFIX,
      }),
    }),
    BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
  ],
  exports: [BullModule],
})
export class QueueModule {}
