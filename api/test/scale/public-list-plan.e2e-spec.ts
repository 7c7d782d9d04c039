import { DataSource } from 'typeorm';
import { decodeCursor } from '../../src/common/keyset-cursor';
import { PublicCatalogueRepository } from '../../src/modules/public-catalogue/public-catalogue.repository';
import { createTestApp, type TestApp } from '../harness/test-app';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of an EXPLAIN (FORMAT JSON) plan, depth first. */
function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

const PUBLISHED = 45_000;
const DRAFTS = 5_000;

/**
 * Issue 18: the public list's page read is served by an index in its exact order at 50,000 rows
 * (no sequential scan, no sort), and its total is a plain count. The SQL explained is the SQL the
 * repository runs, taken from its query builder.
 */
describe('the public list at 50,000 episodes (query plans)', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let repository: PublicCatalogueRepository;

  async function plan(sql: string, parameters: unknown[]): Promise<PlanNode[]> {
    const rows = await dataSource.query<Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>>(`EXPLAIN (FORMAT JSON) ${sql}`, parameters);
    return nodesOf(rows[0]['QUERY PLAN'][0].Plan);
  }

  beforeAll(async () => {
    t = await createTestApp();
    dataSource = t.app.get(DataSource);
    repository = t.app.get(PublicCatalogueRepository);
    // One statement: published episodes a minute apart (some share a date, to exercise the id tie-break), then drafts.
    await dataSource.query(
      `INSERT INTO "episode" ("title", "description", "episodeNumber", "status", "editingStatus", "publishedAt")
       SELECT 'Episode ' || n, 'About episode ' || n, n,
              (CASE WHEN n <= $1 THEN 'published' ELSE 'draft' END)::episode_status, 'final',
              CASE WHEN n <= $1 THEN timestamptz '2020-01-01' + ((n / 2) * interval '1 minute') END
       FROM generate_series(1, $2) AS n`,
      [PUBLISHED, PUBLISHED + DRAFTS],
    );
    await dataSource.query('ANALYZE "episode"');
  });
  afterAll(() => t.close());

  it.each([
    ['the first page', 10, 0],
    ['the default page', 100, 0],
    ['a page at the cached-offset bound', 9, 1000],
    ['a deep page', 10, 40_000],
  ])('reads %s from IDX_episode_public_order with no sequential scan and no sort', async (_name, limit, offset) => {
    const [sql, parameters] = repository.publishedPageQuery(limit, { offset, after: null }).getQueryAndParameters();
    await expectIndexOrder(sql, parameters);
  });

  async function expectIndexOrder(sql: string, parameters: unknown[]): Promise<void> {
    const nodes = await plan(sql, parameters);
    const types = nodes.map((node) => node['Node Type']);
    expect(types).not.toContain('Seq Scan');
    expect(types).not.toContain('Sort');
    expect(types.filter((type) => type.includes('Sort'))).toEqual([]);
    expect(nodes.some((node) => node['Index Name'] === 'IDX_episode_public_order')).toBe(true);
  }

  it('reads a keyset page 90 % into the list from the index, the same rows as the offset page', async () => {
    const deep = await repository.publishedPage(10, { offset: 40_490, after: null });
    const after = decodeCursor(deep.nextCursor ?? '');
    expect(after?.at).toMatch(/\.\d{6}Z$/);
    const [sql, parameters] = repository.publishedPageQuery(10, { offset: 0, after: after! }).getQueryAndParameters();
    await expectIndexOrder(sql, parameters);
    const next = await repository.publishedPage(10, { offset: 0, after: after! });
    const byOffset = await repository.publishedPage(10, { offset: 40_500, after: null });
    expect(next.rows.map((row) => row.id)).toEqual(byOffset.rows.map((row) => row.id));
  });

  it('counts the published episodes without COUNT(DISTINCT id)', async () => {
    expect(await repository.publishedCount()).toBe(PUBLISHED);
  });

  it('answers the list without a limit with the default page, the total in X-Total-Count', async () => {
    const res = await t.http().get('/api/episodes').expect(200);
    expect(res.body).toHaveLength(100);
    expect(res.headers['x-total-count']).toBe(String(PUBLISHED));
    // Newest first: the two newest share a date, the higher id first.
    expect(res.body.slice(0, 2).map((episode: { id: number }) => episode.id)).toEqual([PUBLISHED, PUBLISHED - 1]);
    const deep = await t.http().get('/api/episodes?limit=10&offset=44995').expect(200);
    expect(deep.body.map((episode: { id: number }) => episode.id)).toEqual([5, 4, 3, 2, 1]);
  });
});
