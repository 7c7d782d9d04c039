import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, EnvironmentVariables } from './app-config';

/** Makes the validated settings injectable as APP_CONFIG (the secrets are DatabaseModule's: they live there). */
@Global()
@Module({})
export class ConfigModule {
  static register(config: EnvironmentVariables): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
