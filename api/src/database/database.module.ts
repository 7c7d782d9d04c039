import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, EnvironmentVariables } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

/** PostgreSQL through TypeORM; pending migrations run at start (never synchronize). */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: EnvironmentVariables) => ({
        ...dataSourceOptions(config.DATABASE_URL),
        migrationsRun: true,
        migrationsTransactionMode: 'each' as const,
      }),
    }),
  ],
})
export class DatabaseModule {}
