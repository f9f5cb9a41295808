import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The walls of docs/ARCHITECTURE.md (Layers) are kept by `npm run check`, through eslint.config.js:
// linted as if it were a file of the repository, an import across a wall fails and one along the layers passes.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });
// The folders the rule walls in, from the config itself (a JavaScript file outside the server's TypeScript project).
const configUrl = new URL('../../eslint.config.js', import.meta.url).href;
const { SERVER_INFRASTRUCTURE_FOLDERS } = (await import(configUrl)) as { SERVER_INFRASTRUCTURE_FOLDERS: string[] };
const featuresDir = path.join(root, 'server/src/features');

async function restrictedImports(filePath: string, code: string, ruleId = 'no-restricted-imports') {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

/** What eslint says of an entry (`features/<name>/index.ts`): the re-exports it refuses there. */
const entryRefusals = (filePath: string, code: string) => restrictedImports(filePath, code, 'no-restricted-syntax');

function featureFiles(folder = featuresDir): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return featureFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The values a feature file imports from other features (types are erased and never read). */
function importedFromOtherFeatures(filePath: string, source: ts.SourceFile): Set<string> {
  const feature = path.relative(featuresDir, filePath).split(path.sep)[0];
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause || statement.importClause.isTypeOnly) continue;
    const target = path.relative(featuresDir, path.resolve(path.dirname(filePath), (statement.moduleSpecifier as ts.StringLiteral).text));
    if (target.startsWith('..') || !target.includes(path.sep) || target.split(path.sep)[0] === feature) continue;
    const { name, namedBindings } = statement.importClause;
    if (name) names.add(name.text);
    if (namedBindings && ts.isNamedImports(namedBindings)) for (const element of namedBindings.elements) if (!element.isTypeOnly) names.add(element.name.text);
  }
  return names;
}

/**
 * Where a file reads, while its module loads, a value imported from another feature: entries import
 * each other in cycles, so that feature may not have loaded yet. A function's body (a getter's too)
 * runs once everything has loaded, an instance field's initialiser at construction.
 */
function readsAtLoad(filePath: string, code: string): string[] {
  const source = ts.createSourceFile(filePath, code, ts.ScriptTarget.Latest, true);
  const imported = importedFromOtherFeatures(filePath, source);
  const reads: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isFunctionLike(node)) return;
    if (ts.isPropertyDeclaration(node) && !node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.StaticKeyword)) return;
    if (ts.isTypeNode(node) && !ts.isExpressionWithTypeArguments(node)) return;
    const parent = node.parent;
    const isKey = parent && ((ts.isPropertyAccessExpression(parent) && parent.name === node) || (ts.isPropertyAssignment(parent) && parent.name === node));
    if (ts.isIdentifier(node) && imported.has(node.text) && !isKey) {
      reads.push(`${path.relative(root, filePath)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reads;
}

describe('the server\'s walls', () => {
  it.each(SERVER_INFRASTRUCTURE_FOLDERS)('refuses an import of a feature in %s/', async (folder) => {
    const messages = await restrictedImports(`server/src/${folder}/example.ts`, "import type { UserRow } from '../features/auth/repository.ts';\nexport type Example = UserRow;\n");
    expect(messages).toEqual([expect.stringContaining('infrastructure never imports features/')]);
  });

  it('refuses it from a nested folder, as a value, a re-export or a feature\'s folder itself', async () => {
    for (const code of [
      "import { createJobWorker } from '../../features/assets/render-pages-job.ts';\nexport const example = createJobWorker;\n",
      "export { renderPagesHandler } from '../../features/assets/render-pages-job.ts';\n",
      "import * as assets from '../../features';\nexport const example = assets;\n",
    ]) {
      expect(await restrictedImports('server/src/jobs/nested/example.ts', code)).toHaveLength(1);
    }
    expect(await restrictedImports('server/src/errors.ts', "import type { UserRow } from './features/auth/repository.ts';\nexport type Example = UserRow;\n")).toHaveLength(1);
  });

  it('lets infrastructure import infrastructure, features import infrastructure, and the composition roots import features', async () => {
    expect(await restrictedImports('server/src/jobs/example.ts', "import type { Db } from '../db/database.ts';\nexport type Example = Db;\n")).toEqual([]);
    expect(await restrictedImports('server/src/features/assets/example.ts', "import { enqueue } from '../../jobs/queue.ts';\nexport const example = enqueue;\n")).toEqual([]);
    for (const entry of ['server/src/app.ts', 'server/src/render-worker.ts', 'server/src/admin/example.ts', 'server/src/openapi/example.ts']) {
      const from = entry.split('/').length === 3 ? './features' : '../features';
      expect(await restrictedImports(entry, `import { assetOperations } from '${from}/assets/renderer-operations.ts';\nexport const example = assetOperations;\n`)).toEqual([]);
    }
  });

  it('refuses a feature\'s import of another feature\'s file, at any depth, and lets it through that feature\'s index.ts', async () => {
    const wall = [expect.stringContaining('a feature imports another only through its published entry')];
    expect(await restrictedImports('server/src/features/comments/example.ts', "import { createAssetsRepository } from '../assets/repository.ts';\nexport const example = createAssetsRepository;\n")).toEqual(wall);
    expect(await restrictedImports('server/src/features/assets/renderers/example.ts', "import { presentUser } from '../../auth/presenter.ts';\nexport const example = presentUser;\n")).toEqual(wall);
    expect(await restrictedImports('server/src/features/assets/renderers/video/example.ts', "export { presentUser } from '../../../auth/presenter.ts';\n")).toEqual(wall);
    expect(await restrictedImports('server/src/features/comments/example.ts', "import { presentUser } from '../../features/auth/presenter.ts';\nexport const example = presentUser;\n")).toEqual(wall);
    for (const [file, code] of [
      ['server/src/features/comments/example.ts', "import assets from '../assets/index.ts';\nexport const example = assets;\n"],
      ['server/src/features/comments/example.ts', "import { defineFeature } from '../feature.ts';\nimport { x } from './service.ts';\nimport type { Db } from '../../db/database.ts';\nexport const example = [defineFeature, x] as unknown as Db;\n"],
      ['server/src/features/assets/renderers/example.ts', "import { x } from '../service.ts';\nimport { y } from '../limits/z.ts';\nexport const example = [x, y];\n"],
      ['server/src/features/comments/example.test.ts', "import { createAssetsRepository } from '../assets/repository.ts';\nexport const example = createAssetsRepository;\n"],
    ]) {
      expect(await restrictedImports(file as string, code as string)).toEqual([]);
    }
  });

  it('refuses an entry\'s re-export of its repository or presenter, and lets it publish its types, services and operations', async () => {
    const wall = [expect.stringContaining("a feature's entry publishes types, service interfaces and deliberate functions")];
    expect(await entryRefusals('server/src/features/comments/index.ts', "export { createCommentsRepository } from './repository.ts';\n")).toEqual(wall);
    expect(await entryRefusals('server/src/features/auth/index.ts', "export type { UserRow } from './repository.ts';\n")).toEqual(wall);
    expect(await entryRefusals('server/src/features/assets/index.ts', "export * from './presenter.ts';\n")).toEqual(wall);
    expect(await entryRefusals('server/src/features/auth/index.ts', "export { presentUser } from './presenter.ts';\n")).toEqual(wall);
    for (const code of ["export type { UserRow } from './rows.ts';\n", "export { createAssetRows } from './asset-rows.ts';\n", "export type { AssetsService } from './service.ts';\n"]) {
      expect(await entryRefusals('server/src/features/assets/index.ts', code)).toEqual([]);
    }
    // Only an entry: the feature's own files import its repository and presenter.
    expect(await entryRefusals('server/src/features/assets/asset-rows.ts', "export { createAssetsRepository } from './repository.ts';\n")).toEqual([]);
    const entries = fs.readdirSync(featuresDir).map((name) => path.join(featuresDir, name, 'index.ts')).filter((entry) => fs.existsSync(entry));
    const refused = await Promise.all(entries.map(async (entry) => (await entryRefusals(path.relative(root, entry), fs.readFileSync(entry, 'utf8'))).map(() => path.relative(root, entry))));
    expect(refused.flat()).toEqual([]);
  });

  it('refuses an import of a composition root from a feature or infrastructure, and lets their tests import test/', async () => {
    const rootWall = [expect.stringContaining('only tests import a composition root')];
    expect(await restrictedImports('server/src/features/assets/example.ts', "import { multipartForm } from '../../openapi/forms.ts';\nexport const example = multipartForm;\n")).toEqual(rootWall);
    expect(await restrictedImports('server/src/features/assets/renderers/example.ts', "import { buildApp } from '../../../app.ts';\nexport const example = buildApp;\n")).toEqual(rootWall);
    expect(await restrictedImports('server/src/features/audit/example.ts', "import { buildUser } from '../../test/factories.ts';\nexport const example = buildUser;\n")).toEqual(rootWall);
    expect(await restrictedImports('server/src/jobs/nested/example.ts', "import { runAdmin } from '../../admin/cli.ts';\nexport const example = runAdmin;\n")).toEqual(rootWall);
    expect(await restrictedImports('server/src/features/audit/example.ts', "import { requireAdmin } from '../admin/index.ts';\nexport const example = requireAdmin;\n")).toEqual([]);
    expect(await restrictedImports('server/src/features/audit/example.test.ts', "import { buildUser } from '../../test/factories.ts';\nexport const example = buildUser;\n")).toEqual([]);
    expect(await restrictedImports('server/src/jobs/example.test.ts', "import { buildUser } from '../test/factories.ts';\nexport const example = buildUser;\n")).toEqual([]);
  });

  it('lets no feature read, while its module loads, a value it imports from another feature', () => {
    expect(featureFiles().flatMap((file) => readsAtLoad(file, fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('tells a read while the module loads from one in a function, a getter or another feature\'s type', () => {
    const file = path.join(featuresDir, 'sharing/example.ts');
    expect(readsAtLoad(file, "import { SseStream } from '../events/index.ts';\nexport class Example extends SseStream {}\n")).toEqual(['server/src/features/sharing/example.ts:2 SseStream']);
    expect(readsAtLoad(file, "import events from '../events/index.ts';\nexport const needs = [events];\n")).toHaveLength(1);
    for (const code of [
      "import events from '../events/index.ts';\nexport const feature = { get needs() { return [events]; } };\nexport const later = () => events;\n",
      "import type { LiveHub } from '../events/index.ts';\nexport const hubs: LiveHub[] = [];\n",
      "import { own } from './own.ts';\nexport const example = own;\n",
    ]) {
      expect(readsAtLoad(file, code)).toEqual([]);
    }
  });
});
