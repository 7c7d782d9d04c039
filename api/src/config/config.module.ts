import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, EnvironmentVariables } from './app-config';
import { RuntimeSecrets } from './runtime-secrets';

/** Makes the validated settings injectable as APP_CONFIG, and the generated secrets as RuntimeSecrets. */
@Global()
@Module({})
export class ConfigModule {
  static register(config: EnvironmentVariables): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: RuntimeSecrets, useFactory: () => RuntimeSecrets.load(config) },
      ],
      exports: [APP_CONFIG, RuntimeSecrets],
    };
  }
}
