import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Three places say which server module imports which: the code, the lint (eslint.config.js, which
 * refuses an import off its graph) and the drawing a newcomer reads (docs/architecture.md). The
 * lint alone lets an edge stay declared after its last import is gone, and the drawing drifts
 * unseen; this keeps the three one graph.
 */
type Graph = Record<string, string[]>;

const modulesDir = import.meta.dirname;
const repoRoot = path.resolve(modulesDir, '../../../..');

function sorted(graph: Graph): Graph {
  return Object.fromEntries(
    Object.entries(graph)
      .filter(([, targets]) => targets.length > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([from, targets]) => [from, [...new Set(targets)].sort()]),
  );
}

function moduleFolders(): string[] {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.ts') || entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** Every module another module's files import (tests and test kits included: they are code too). */
function graphOfTheCode(): Graph {
  const modules = moduleFolders();
  const graph: Graph = {};
  for (const from of modules) {
    for (const file of filesUnder(path.join(modulesDir, from))) {
      const source = readFileSync(file, 'utf8');
      for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']*)'/g)) {
        const target = path.relative(modulesDir, path.resolve(path.dirname(file), specifier!));
        const [top] = target.split(path.sep);
        if (top && top !== from && modules.includes(top)) (graph[from] ??= []).push(top);
      }
    }
  }
  return sorted(graph);
}

/** The lines `a ──> b, c` in the fenced block under 'Who imports whom' in docs/architecture.md. */
function graphOfTheDrawing(): { graph: Graph; importNone: string[] } {
  const doc = readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');
  const section = doc.split(/^## /m).find((part) => part.startsWith('Who imports whom'));
  const block = section?.split('```')[1];
  if (!block) throw new Error("docs/architecture.md has no drawing under '## Who imports whom'");
  const graph: Graph = {};
  let importNone: string[] = [];
  for (const line of block.split('\n')) {
    const edge = /^(\w+)\s+─+>\s+(.+)$/.exec(line.trim());
    if (edge) graph[edge[1]!] = edge[2]!.split(/,\s*/);
    const none = /^(.+):\s+import no module$/.exec(line.trim());
    if (none) importNone = none[1]!.split(/,\s*/).sort();
  }
  return { graph: sorted(graph), importNone };
}

async function graphOfTheLint(): Promise<{ graph: Graph; modules: string[] }> {
  const config = (await import(pathToFileURL(path.join(repoRoot, 'eslint.config.js')).href)) as {
    serverModules: string[];
    serverModuleGraph: Graph;
  };
  return { graph: sorted(config.serverModuleGraph), modules: [...config.serverModules].sort() };
}

describe('the module graph', () => {
  it('the lint allows exactly the imports the modules make, and knows every module', async () => {
    const lint = await graphOfTheLint();
    expect(lint.modules).toEqual(moduleFolders());
    expect(lint.graph).toEqual(graphOfTheCode());
  });

  it('docs/architecture.md draws the same graph, and names every module that imports none', async () => {
    const lint = await graphOfTheLint();
    const drawing = graphOfTheDrawing();
    expect(drawing.graph).toEqual(lint.graph);
    const importing = Object.keys(lint.graph);
    expect(drawing.importNone).toEqual(lint.modules.filter((name) => !importing.includes(name)));
  });
});

/** Every table's name, by the schema file (the owning module) that declares it. */
function tablesOfTheSchema(): Graph {
  const schemaDir = path.join(modulesDir, '../db/schema');
  const tables: Graph = {};
  for (const file of readdirSync(schemaDir).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(path.join(schemaDir, file), 'utf8');
    tables[file.replace(/\.ts$/, '')] = [...source.matchAll(/pgTable\(\s*'(\w+)'/g)].map(
      ([, table]) => table!,
    );
  }
  return sorted(tables);
}

/** Per module, per file (from the module's folder), the other owners whose schema it imports. */
function schemaImportsOfTheCode(): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  for (const module of moduleFolders()) {
    const folder = path.join(modulesDir, module);
    for (const file of filesUnder(folder).filter((name) => !name.endsWith('.test.ts'))) {
      const source = readFileSync(file, 'utf8');
      for (const [, owner] of source.matchAll(/from\s*'(?:\.\.\/)+db\/schema\/(\w+)'/g)) {
        if (owner === module) continue;
        const key = `${module} ${owner}`;
        uses.set(key, [...new Set([...(uses.get(key) ?? []), path.relative(folder, file)])].sort());
      }
    }
  }
  return new Map([...uses].sort(([a], [b]) => a.localeCompare(b)));
}

async function ownershipOfTheLint() {
  const config = (await import(pathToFileURL(path.join(repoRoot, 'eslint.config.js')).href)) as {
    serverModules: string[];
    tableOwners: string[];
    tableOwnerExceptions: { module: string; owner: string; reason: string; files: string[] }[];
  };
  return config;
}

/** The fenced blocks under '## Who owns which table' in docs/architecture.md. */
function ownershipOfTheDrawing(): { tables: Graph; exceptions: Graph } {
  const doc = readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');
  const section = doc.split(/^## /m).find((part) => part.startsWith('Who owns which table'));
  // The second drawing, the exceptions, is left out while the lint lists none.
  const [, tablesBlock, , exceptionsBlock = ''] = section?.split('```') ?? [];
  if (!tablesBlock)
    throw new Error(
      "docs/architecture.md has no drawing of the owners under '## Who owns which table'",
    );
  const lines = (block: string, arrow: RegExp): Graph => {
    const graph: Graph = {};
    for (const line of block.split('\n')) {
      const row = new RegExp(`^(\\w+)\\s+${arrow.source}\\s+(.+)$`).exec(line.trim());
      if (row) graph[row[1]!] = row[2]!.split(/,\s*/);
    }
    return graph;
  };
  return { tables: lines(tablesBlock, /─+/), exceptions: sorted(lines(exceptionsBlock, /·+>/)) };
}

describe('who owns which table', () => {
  it('every table is declared in the schema file of one module (or of the job runner)', async () => {
    const lint = await ownershipOfTheLint();
    const tables = tablesOfTheSchema();
    expect(lint.tableOwners).toEqual(Object.keys(tables));
    for (const owner of lint.tableOwners)
      expect([...lint.serverModules, 'jobs'], `db/schema/${owner}.ts`).toContain(owner);
    const names = Object.values(tables).flat();
    expect(new Set(names).size).toBe(names.length);
  });

  it("the lint's exceptions are exactly the files that still use another module's tables", async () => {
    const lint = await ownershipOfTheLint();
    const listed = new Map(
      lint.tableOwnerExceptions
        .map((entry) => [`${entry.module} ${entry.owner}`, [...entry.files].sort()] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    expect(listed).toEqual(schemaImportsOfTheCode());
    for (const entry of lint.tableOwnerExceptions) expect(entry.reason.length).toBeGreaterThan(20);
  });

  it('docs/architecture.md lists the same owners, tables and exceptions', async () => {
    const lint = await ownershipOfTheLint();
    const drawing = ownershipOfTheDrawing();
    expect(sorted(drawing.tables)).toEqual(tablesOfTheSchema());
    const exceptions: Graph = {};
    for (const entry of lint.tableOwnerExceptions)
      (exceptions[entry.module] ??= []).push(entry.owner);
    expect(drawing.exceptions).toEqual(sorted(exceptions));
  });
});
