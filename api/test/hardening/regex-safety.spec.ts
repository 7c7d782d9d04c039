import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { check } from 'recheck';
import ts from 'typescript';
import { PUBLIC_ROUTES, routePattern } from '../../src/common/public-routes';
import { UPLOADED_ARTWORK_FOLDER } from '../../src/modules/media/storage/storage-key';
import { PUBLIC_PAGE_PATTERNS } from '../../src/web/web-apps';

// recheck's own JavaScript build (Scala.js) in a worker thread: no Java or native binary needed, the
// same on every machine, and outside jest's module sandbox, where it runs several times slower
// (recheck reads the variable on each check).
process.env.RECHECK_BACKEND = 'worker';

/**
 * Issue 30, "Nothing anonymous can stall the site": no regular expression in the API may backtrack
 * super-linearly. Every regular expression literal and every RegExp built from a literal in api/src
 * (specs too) is found by parsing the sources with the TypeScript compiler, and recheck (a ReDoS
 * checker) must call each one safe. A vulnerable pattern added anywhere fails this test with the file,
 * line and an attack string (docs/security.md).
 */

const SOURCE_ROOT = join(__dirname, '..', '..', 'src');

interface Pattern {
  where: string;
  source: string;
  flags: string;
}

/**
 * Files that build a RegExp from a non-literal, which the parse cannot read; the patterns they build
 * are checked below from their exports. A new one fails the list test until it is reviewed here.
 */
const BUILT_AT_RUN_TIME: Record<string, string> = {
  'common/public-routes.ts': 'routePattern(path): checked for every public route',
  'modules/artwork/uploaded-artwork.service.ts': 'UPLOADED_SET: a constant folder name, checked with it',
  'web/web-apps.ts': 'PUBLIC_PAGE_PATTERNS: checked as exported',
  'web/content-security-policy.spec.ts': "a test's helper, over the directive names the test itself passes",
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function isLiteralText(node: ts.Node | undefined): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral {
  return node !== undefined && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));
}

/** The patterns written in a file, and the places where one is built from something else. */
function patternsOf(file: string): { patterns: Pattern[]; builtAt: string[] } {
  return patternsIn(relative(SOURCE_ROOT, file).split(sep).join('/'), readFileSync(file, 'utf8'));
}

function patternsIn(name: string, text: string): { patterns: Pattern[]; builtAt: string[] } {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const patterns: Pattern[] = [];
  const builtAt: string[] = [];
  const where = (node: ts.Node) => `${name}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(source);
      const end = text.lastIndexOf('/');
      patterns.push({ where: where(node), source: text.slice(1, end), flags: text.slice(end + 1) });
    } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
      const [pattern, flags] = node.arguments ?? [];
      if (isLiteralText(pattern) && (flags === undefined || isLiteralText(flags))) {
        patterns.push({ where: where(node), source: pattern.text, flags: flags?.text ?? '' });
      } else {
        builtAt.push(where(node));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { patterns, builtAt };
}

/** What recheck says of a pattern that is not safe: the attack it found, or why it could not decide. */
async function unsafe(pattern: Pattern): Promise<string | null> {
  const result = await check(pattern.source, pattern.flags, { timeout: 60_000 });
  if (result.status === 'safe') return null;
  const why = result.status === 'vulnerable' ? `${result.complexity.summary}, e.g. ${result.attack.pattern}` : `not decided (${result.error.kind})`;
  return `${pattern.where} /${pattern.source}/${pattern.flags}: ${why}`;
}

const scanned = sourceFiles(SOURCE_ROOT).map(patternsOf);
const written = scanned.flatMap((file) => file.patterns);

describe('regular expressions in api/src (issue 30)', () => {
  it('are found by parsing the sources: literals and RegExp built from literals', () => {
    expect(written.length).toBeGreaterThan(100);
    expect(written.filter((pattern) => pattern.where.startsWith('modules/text-tracks/subtitles/parse-subtitles.ts:')).length).toBeGreaterThan(4);
    const example = ['const a = /x+y/gi;', "const b = new RegExp('a\\\\d+', 'm');", 'const c = RegExp(`z`);', 'const d = new RegExp(`^${a}$`);'].join('\n');
    expect(patternsIn('example.ts', example)).toEqual({
      patterns: [
        { where: 'example.ts:1', source: 'x+y', flags: 'gi' },
        { where: 'example.ts:2', source: 'a\\d+', flags: 'm' },
        { where: 'example.ts:3', source: 'z', flags: '' },
      ],
      builtAt: ['example.ts:4'],
    });
  });

  it('recheck flags what it must (the check is not vacuous)', async () => {
    for (const [source, flags] of [
      ['^(a+)+$', ''],
      ['<[^>]*>', 'g'],
      ['<(\\/?)([^\\s>./]*)[^>]*>', 'g'],
      ['\\/+$', ''],
    ]) {
      expect(await unsafe({ where: 'example', source, flags })).toMatch(/polynomial|exponential/);
    }
  });

  it('every pattern written in the sources is safe (linear) by recheck', async () => {
    const findings: string[] = [];
    for (const pattern of written) {
      const finding = await unsafe(pattern);
      if (finding) findings.push(finding);
    }
    expect(findings).toEqual([]);
  }, 600_000);

  it('the patterns built at run time are reviewed, and checked from what builds them', async () => {
    const files = [...new Set(scanned.flatMap((file) => file.builtAt).map((where) => where.replace(/:\d+$/, '')))].sort();
    expect(files).toEqual(Object.keys(BUILT_AT_RUN_TIME).sort());
    const built = [
      ...PUBLIC_ROUTES.map((route) => routePattern(route.path)),
      ...PUBLIC_PAGE_PATTERNS,
      new RegExp(`^${UPLOADED_ARTWORK_FOLDER}/[0-9a-f-]{36}/`),
    ];
    const findings: string[] = [];
    for (const pattern of built) {
      const finding = await unsafe({ where: 'built', source: pattern.source, flags: pattern.flags });
      if (finding) findings.push(finding);
    }
    expect(findings).toEqual([]);
  }, 300_000);
});
