import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';

export interface Scrape {
  text: string;
  families: Map<string, ParsedFamily>;
}

export function parseScrape(text: string): Scrape {
  return { text, families: new Map(parsePrometheusTextFormat(text).map((family) => [family.name, family])) };
}

/**
 * The label sets of one sample name (`x_count` of a histogram, or a gauge). The parser folds all of
 * a histogram's series into one and drops their labels (1.1: it expects unlabelled histograms), so
 * a histogram's labels are read from its `_count` lines parsed on their own, as untyped samples.
 */
export function seriesOf(scrape: Scrape, sample: string): Array<{ labels: Record<string, string>; value: number }> {
  const lines = scrape.text.split('\n').filter((line) => line.startsWith(`${sample}{`) || line.startsWith(`${sample} `));
  if (lines.length === 0) return [];
  return parsePrometheusTextFormat(`${lines.join('\n')}\n`).flatMap((family) =>
    family.metrics.map((metric) => ({ labels: metric.labels ?? {}, value: Number(metric.value) })),
  );
}

/** Every metric family the app's /metrics exposes, with the names of its own samples (histograms: _bucket, _sum, _count). */
export function sampleNames(scrape: Scrape): Set<string> {
  const names = new Set<string>();
  for (const family of scrape.families.values()) {
    names.add(family.name);
    if (family.type === 'HISTOGRAM') for (const suffix of ['_bucket', '_sum', '_count']) names.add(family.name + suffix);
    if (family.type === 'SUMMARY') for (const suffix of ['_sum', '_count']) names.add(family.name + suffix);
  }
  return names;
}
