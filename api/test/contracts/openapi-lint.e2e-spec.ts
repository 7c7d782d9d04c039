import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serializeOpenApi } from '../../src/openapi-export';
import { buildOpenApiDocument } from '../../src/openapi';
import { createTestApp, type TestApp } from '../harness/test-app';

const REDOCLY = join(__dirname, '../../../node_modules/@redocly/cli/bin/cli.js');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/** `redocly lint` with its recommended rules on a document; the problems it reports. */
async function lint(document: object): Promise<LintProblem[]> {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, serializeOpenApi(document));
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    // Exits 1 when it finds an error; the JSON report on stdout is what counts either way.
    const { stdout } = await promisify(execFile)(process.execPath, [REDOCLY, 'lint', file, '--extends', 'recommended', '--format', 'json'], {
      env,
      maxBuffer: 16 << 20,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const describeProblem = (problem: LintProblem) => `${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`;

describe("the OpenAPI document passes Redocly's recommended lint (issue 19)", () => {
  let t: TestApp;
  let document: ReturnType<typeof buildOpenApiDocument>;
  beforeAll(async () => {
    t = await createTestApp({ env: { WORKER: 'off' } });
    document = buildOpenApiDocument(t.app);
  });
  afterAll(() => t.close());

  it('has no error', async () => {
    const errors = (await lint(document)).filter((problem) => problem.severity === 'error');
    expect(errors.map(describeProblem)).toEqual([]);
  }, 60_000);

  it('finds the errors it is meant to find (a document without security or summaries fails)', async () => {
    const broken = structuredClone(document);
    const operation = broken.paths['/api/admin/bookings']?.get;
    if (!operation) throw new Error('GET /api/admin/bookings is missing from the document');
    delete operation.security;
    delete operation.summary;
    const rules = (await lint(broken)).filter((problem) => problem.severity === 'error').map((problem) => problem.ruleId);
    expect(rules).toEqual(expect.arrayContaining(['security-defined', 'operation-summary']));
  }, 60_000);

  it('marks exactly the @Public() operations as needing no session, and answers errors in the one shape', () => {
    const publicOperations: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item) as [string, { security?: unknown[]; responses: Record<string, { content?: object }> }][]) {
        if (operation.security?.length === 0) publicOperations.push(`${method.toUpperCase()} ${path}`);
        for (const [code, response] of Object.entries(operation.responses)) {
          if (Number(code) >= 400)
            expect({ code, content: response.content }).toEqual({
              code,
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
            });
        }
      }
    }
    expect(publicOperations).toEqual(
      expect.arrayContaining(['GET /api/episodes', 'POST /api/admin/login', 'GET /api/media/file/{key}', 'POST /api/newsletter']),
    );
    expect(publicOperations).not.toContain('GET /api/admin/episodes');
    expect(publicOperations).not.toContain('POST /api/episodes');
    expect(publicOperations).not.toContain('GET /api/media/signed-url/{key}');
  });
});
