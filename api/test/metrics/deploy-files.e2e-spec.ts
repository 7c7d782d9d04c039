import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { createTestApp, type TestApp } from '../harness/test-app';
import { parseScrape, sampleNames } from './scrape';

const ROOT = join(__dirname, '..', '..', '..');
const DASHBOARD = join(ROOT, 'deploy', 'grafana', 'podcast-api.json');
const RULES = join(ROOT, 'deploy', 'prometheus', 'alerts.yml');
const RULE_TESTS = join(ROOT, 'deploy', 'prometheus', 'alerts.test.yml');
const TOKEN = 'deploy-files-metrics-token-0123456789';

interface DashboardPanel {
  id: number;
  title: string;
  type: string;
  targets?: Array<{ refId: string; expr: string }>;
}

interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

/** PromQL's own words that read like a metric name where they stand (functions are told apart by their "("). */
const PROMQL_KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

/**
 * The metric names a PromQL expression reads: what is left once strings, label matchers, ranges,
 * grouping clauses and Grafana variables are taken out, minus function calls and keywords.
 */
function metricNamesOf(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '')
    .replace(/\$\{?\w+\}?/g, '');
  const names = [...bare.matchAll(/\b[a-zA-Z_:][a-zA-Z0-9_:]*\b(?!\s*\()/g)].map((match) => match[0]);
  return [...new Set(names.filter((name) => !PROMQL_KEYWORDS.has(name.toLowerCase())))];
}

const hasPromtool = spawnSync('promtool', ['--version'], { stdio: 'ignore' }).status === 0;

describe('the Grafana dashboard and the Prometheus alert rules (deploy/)', () => {
  let t: TestApp;
  let exposed: Set<string>;
  const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { uid: string; title: string; panels: DashboardPanel[] };
  const rules = parseYaml(readFileSync(RULES, 'utf8')) as { groups: Array<{ name: string; rules: Rule[] }> };
  const dashboardExprs = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ where: `panel "${panel.title}"`, expr: target.expr })));
  const ruleExprs = rules.groups.flatMap((group) => group.rules.map((rule) => ({ where: `rule ${rule.alert ?? rule.record}`, expr: rule.expr })));

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const res = await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    exposed = sampleNames(parseScrape(res.text));
  });
  afterAll(() => t.close());

  it('reads metric names out of PromQL', () => {
    expect(
      metricNamesOf('histogram_quantile(0.95, sum by (le, route) (rate(podcast_http_request_duration_seconds_bucket{job=~"$job", a="b{c}"}[5m])))'),
    ).toEqual(['podcast_http_request_duration_seconds_bucket']);
    expect(metricNamesOf('sum(increase(a_total[15m])) > 2 and sum(b) / (sum(c) + 1e-9) > 0.1 unless on (x) d')).toEqual(['a_total', 'b', 'c', 'd']);
  });

  it('has a dashboard with panels that each query something', () => {
    expect(dashboard.uid).toBe('podcast-api');
    expect(dashboard.panels.length).toBeGreaterThan(0);
    expect(new Set(dashboard.panels.map((panel) => panel.id)).size).toBe(dashboard.panels.length);
    for (const panel of dashboard.panels)
      expect({ panel: panel.title, targets: (panel.targets ?? []).length > 0 }).toEqual({ panel: panel.title, targets: true });
  });

  it('names in every PromQL expression only metrics that /metrics exposes', () => {
    const unknown: string[] = [];
    for (const { where, expr } of [...dashboardExprs, ...ruleExprs]) {
      const names = metricNamesOf(expr);
      if (names.length === 0) unknown.push(`${where}: no metric in ${expr}`);
      for (const name of names) if (!exposed.has(name)) unknown.push(`${where}: ${name}`);
    }
    expect(unknown).toEqual([]);
  });

  it("shows every one of the app's own metric families on the dashboard", () => {
    const used = new Set(dashboardExprs.flatMap(({ expr }) => metricNamesOf(expr)));
    const ownFamilies = [...exposed].filter((name) => name.startsWith('podcast_') && !/_(bucket|sum|count)$/.test(name));
    const shown = (family: string) => [family, `${family}_bucket`, `${family}_count`, `${family}_sum`].some((name) => used.has(name));
    expect(ownFamilies.filter((family) => !shown(family))).toEqual([]);
  });

  it('has well-formed rules alerting on the 5xx rate, queue backlog, transcode failures and mail failures', () => {
    expect(rules.groups.length).toBeGreaterThan(0);
    const alerts = rules.groups.flatMap((group) => group.rules);
    for (const rule of alerts) {
      expect({ alert: rule.alert, expr: typeof rule.expr, severity: rule.labels?.severity, summary: typeof rule.annotations?.summary }).toEqual({
        alert: expect.stringMatching(/^Podcast[A-Z]\w+$/),
        expr: 'string',
        severity: expect.stringMatching(/^(page|warn)$/),
        summary: 'string',
      });
      if (rule.for !== undefined) expect(rule.for).toMatch(/^\d+[smh]$/);
    }
    expect(new Set(alerts.map((rule) => rule.alert)).size).toBe(alerts.length);
    const exprOf = (name: string) => alerts.find((rule) => rule.alert === name)?.expr ?? '';
    expect(exprOf('PodcastHigh5xxRate')).toContain('status_class="5xx"');
    expect(exprOf('PodcastQueueBacklog')).toContain('podcast_queue_jobs');
    expect(exprOf('PodcastTranscodeFailures')).toContain('queue="transcode"');
    expect(exprOf('PodcastMailFailures')).toContain('podcast_mail_failed_total');
  });

  it('passes `promtool check rules` and the rules unit tests (`promtool test rules`)', () => {
    if (!hasPromtool)
      throw new Error("promtool is missing: install Debian's prometheus package (apt-get install --no-install-recommends prometheus; .ci/run does)");
    const check = spawnSync('promtool', ['check', 'rules', RULES], { encoding: 'utf8' });
    expect({ status: check.status, output: check.stdout + check.stderr }).toEqual({ status: 0, output: expect.stringContaining('SUCCESS') });
    const unit = spawnSync('promtool', ['test', 'rules', RULE_TESTS], { encoding: 'utf8' });
    expect({ status: unit.status, output: unit.stdout + unit.stderr }).toEqual({ status: 0, output: expect.stringContaining('SUCCESS') });
  });
});
