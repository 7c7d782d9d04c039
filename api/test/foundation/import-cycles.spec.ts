import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collapse, cycles, importGraph } from '../harness/import-graph';

const API_SRC = join(__dirname, '..', '..', 'src');
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;
/**
 * The part of api/src a file belongs to: its domain module, else its top-level folder (database,
 * common, config, queue, web, health…), else `(root)` for the entry points and app module.
 */
const areaOf = (file: string) => moduleOf(file) ?? /^([^/]+)\//.exec(file)?.[1] ?? '(root)';

/**
 * Files that use another module's entity at run time, each only to read it (a repository writes only
 * its own module's tables; a cross-module write goes through that module's service, e.g.
 * EpisodeMediaFields). Entity files are left out: their relations name entities lower in the graph.
 */
const FOREIGN_ENTITY_READERS: Readonly<Record<string, RegExp>> = {
  // The public catalogue: the one read model of published episodes and their final videos.
  'modules/public-catalogue/public-catalogue.repository.ts': /\.(save|insert|update|upsert|delete|remove|softDelete|increment|decrement|query)\(/,
  // The rule engine reads the guest as they are when an action runs.
  'modules/automation/automation-action.runner.ts': /this\.bookings\.(?!findOneBy\()/,
  'modules/automation/automation-worker.module.ts': /\.(save|insert|update|delete)\(/,
  // The newsletter's mail is rendered from an email template (read only; automation owns the table).
  'modules/newsletter/newsletter-worker.module.ts': /\.(save|insert|update|delete)\(/,
};

/**
 * Issue 19 item 4: no import cycle between files (entities included), and none between the
 * domain modules of api/src/modules (a lower module that must call a higher one owns a port, an
 * abstract class the higher one's global *PortsModule provides: docs/architecture.md). The graph is of run-time imports, read with the TypeScript compiler's parser
 * (madge and dependency-cruiser declare TypeScript 5 as their peer; we are on 6): `import type` is
 * erased at build and cannot form a cycle.
 */
describe('import cycles', () => {
  it('has none between the files of api/src', () => {
    expect(cycles(importGraph(API_SRC)).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('has none between the domain modules of api/src/modules', () => {
    expect(cycles(collapse(importGraph(API_SRC), moduleOf)).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  // Issue 32 item 5: the database (whose entity list names every module's entities), common, config
  // and the other folders are nodes too, so a module that imports back into database/ is a cycle.
  it('has none between the domain modules and the top-level folders of api/src', () => {
    expect(cycles(collapse(importGraph(API_SRC), areaOf)).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it("lets a module use another module's entity only to read it, in the listed files", () => {
    const readers = [...importGraph(API_SRC)].filter(
      ([file, targets]) =>
        !file.endsWith('.entity.ts') &&
        moduleOf(file) !== null &&
        targets.some((target) => target.endsWith('.entity.ts') && moduleOf(target) !== null && moduleOf(target) !== moduleOf(file)),
    );
    expect(readers.map(([file]) => file).sort()).toEqual(Object.keys(FOREIGN_ENTITY_READERS).sort());
    for (const [file, write] of Object.entries(FOREIGN_ENTITY_READERS))
      expect({ file, writes: write.test(readFileSync(join(API_SRC, file), 'utf8')) }).toEqual({ file, writes: false });
  });

  it('finds a cycle when there is one, and ignores type-only imports', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    try {
      mkdirSync(join(root, 'modules', 'a'), { recursive: true });
      mkdirSync(join(root, 'modules', 'b'), { recursive: true });
      writeFileSync(join(root, 'modules', 'a', 'a.ts'), "import { b } from '../b/b';\nexport const a = () => b;\n");
      writeFileSync(join(root, 'modules', 'b', 'b.ts'), "import type { a } from '../a/a';\nexport const b = 1;\nexport type A = typeof a;\n");
      expect(cycles(importGraph(root))).toEqual([]);
      writeFileSync(join(root, 'modules', 'b', 'c.ts'), "import { a } from '../a/a';\nexport const c = a;\n");
      writeFileSync(join(root, 'modules', 'b', 'b.ts'), "import { c } from './c';\nexport const b = c;\n");
      expect(cycles(importGraph(root)).map((cycle) => cycle.join(' → '))).toEqual(['modules/a/a.ts → modules/b/b.ts → modules/b/c.ts → modules/a/a.ts']);
      expect(cycles(collapse(importGraph(root), moduleOf))).toEqual([['a', 'b', 'a']]);
      // A folder beside modules/ is a node: database/ listing a module's entity, which imports back into database/.
      writeFileSync(join(root, 'modules', 'b', 'c.ts'), 'export const c = 1;\n');
      mkdirSync(join(root, 'database'));
      writeFileSync(join(root, 'database', 'entities.ts'), "import { a } from '../modules/a/a';\nexport const ENTITIES = [a];\n");
      writeFileSync(join(root, 'database', 'transformers.ts'), 'export const t = 1;\n');
      writeFileSync(join(root, 'modules', 'b', 'b.ts'), "import { t } from '../../database/transformers';\nexport const b = t;\n");
      expect(cycles(collapse(importGraph(root), moduleOf))).toEqual([]);
      expect(cycles(collapse(importGraph(root), areaOf))).toEqual([['a', 'b', 'database', 'a']]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
