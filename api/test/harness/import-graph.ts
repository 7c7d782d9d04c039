import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** file → the files it imports at run time (relative imports only; `import type` and `export type` left out). */
export type ImportGraph = Map<string, string[]>;

function sourceFiles(root: string): string[] {
  return readdirSync(root).flatMap((name) => {
    const path = join(root, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.(spec|e2e-spec|integration-spec)\.ts$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  return null;
}

/** Run-time imports of one file: type-only imports and re-exports are erased by the compiler, so they cannot form a cycle. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly && ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

/** The run-time import graph of every .ts file below `root` (tests left out), keyed by path relative to root. */
export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(root))
    graph.set(
      relative(root, file),
      runtimeImports(file).map((target) => relative(root, target)),
    );
  return graph;
}

/** The graph with each node renamed by `group` (null: left out) and self-edges dropped: e.g. files → their module folder. */
export function collapse(graph: ImportGraph, group: (file: string) => string | null): ImportGraph {
  const collapsed: ImportGraph = new Map();
  for (const [from, targets] of graph) {
    const a = group(from);
    if (a === null) continue;
    const edges = new Set(collapsed.get(a) ?? []);
    for (const target of targets) {
      const b = group(target);
      if (b !== null && b !== a) edges.add(b);
    }
    collapsed.set(a, [...edges]);
  }
  return collapsed;
}

/** Every cycle found by a depth-first walk, each as the path of nodes that closes it (one per back edge). */
export function cycles(graph: ImportGraph): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}
