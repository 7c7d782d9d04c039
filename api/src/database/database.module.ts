import { Global, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { APP_CONFIG, EnvironmentVariables } from '../config/app-config';
import { RuntimeSecrets } from '../config/runtime-secrets';
import { dataSourceOptions } from './data-source-options';
import { runMigrationsLocked } from './run-migrations';

const logger = new Logger('Database');

/**
 * PostgreSQL through TypeORM; pending migrations run at start under an advisory lock (never
 * synchronize). The pool logs a dropped connection and opens a new one on the next query: a cut
 * connection fails the queries in flight, never the process. It also provides RuntimeSecrets, which
 * are read from (or generated into) the database once the migrations have run.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: EnvironmentVariables) => ({
        ...dataSourceOptions(config.DATABASE_URL),
        migrationsRun: false,
        poolErrorHandler: (error: Error) => logger.warn(`A database connection failed and will be replaced: ${error.message}`),
      }),
      dataSourceFactory: async (options?: DataSourceOptions) => {
        if (!options) throw new Error('No database options');
        const dataSource = new DataSource(options);
        await dataSource.initialize();
        try {
          await runMigrationsLocked(dataSource);
        } catch (error) {
          await dataSource.destroy().catch(() => undefined);
          throw error;
        }
        return dataSource;
      },
    }),
  ],
  providers: [
    {
      provide: RuntimeSecrets,
      inject: [APP_CONFIG, DataSource],
      useFactory: (config: EnvironmentVariables, dataSource: DataSource) => RuntimeSecrets.load(config, dataSource),
    },
  ],
  exports: [RuntimeSecrets],
})
export class DatabaseModule {}
