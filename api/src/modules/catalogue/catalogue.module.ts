import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CatalogueChangeSubscriber } from './catalogue-change.subscriber';
import { CatalogueVersion, CatalogueVersionProvider } from './catalogue-version';

/**
 * "The catalogue changed": one event, published by the DataSource subscriber on every relevant write
 * and read by every cache of public documents (the episode list, the feeds, the sitemap).
 */
@Global()
@Module({
  providers: [CatalogueVersionProvider, { provide: CatalogueVersion, useExisting: CatalogueVersionProvider }],
  exports: [CatalogueVersion],
})
export class CatalogueModule implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly version: CatalogueVersion,
  ) {}

  onModuleInit(): void {
    CatalogueChangeSubscriber.watch(this.dataSource, this.version);
  }
}
