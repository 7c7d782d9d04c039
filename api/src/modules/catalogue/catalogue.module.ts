import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CatalogueCache } from './catalogue-cache';
import { CatalogueChangeSubscriber } from './catalogue-change.subscriber';
import { CatalogueVersion, CatalogueVersionProvider } from './catalogue-version';

/**
 * "The catalogue changed": one event, published by the DataSource subscriber on every relevant write,
 * and the one cache of public documents that follows it (CatalogueCache: the episode list, the feeds,
 * the sitemap and the episode pages).
 */
@Global()
@Module({
  providers: [CatalogueVersionProvider, { provide: CatalogueVersion, useExisting: CatalogueVersionProvider }, CatalogueCache],
  exports: [CatalogueVersion, CatalogueCache],
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
