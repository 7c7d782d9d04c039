import { Injectable } from '@nestjs/common';
import { processRegistry } from './instruments';
import { ScrapeGauges } from './scrape-gauges';

/** The Prometheus text of one scrape: this app's gauges read now, then the process's counters. */
@Injectable()
export class MetricsExposition {
  readonly contentType = processRegistry.contentType;

  constructor(private readonly gauges: ScrapeGauges) {}

  async render(): Promise<string> {
    await this.gauges.refresh();
    const [own, shared] = await Promise.all([this.gauges.registry.metrics(), processRegistry.metrics()]);
    return `${shared}\n${own}`;
  }
}
