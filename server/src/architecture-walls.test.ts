import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The walls of docs/ARCHITECTURE.md (Layers) are kept by `npm run check`, through eslint.config.js:
// linted as if it were a file of the repository, an import across a wall fails and one along the layers passes.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });
// The folders the rule walls in, from the config itself (a JavaScript file outside the server's TypeScript project).
const configUrl = new URL('../../eslint.config.js', import.meta.url).href;
const { SERVER_INFRASTRUCTURE_FOLDERS, CROSS_FEATURE_IMPORTS_LEFT } = (await import(configUrl)) as { SERVER_INFRASTRUCTURE_FOLDERS: string[]; CROSS_FEATURE_IMPORTS_LEFT: string[] };
/** How many files still reached into another feature when the wall went up (#40; 117 before the first ones moved): the list may only shrink. */
const CROSSINGS_WHEN_WALLED = 91;

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
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

  it('keeps the files left to move behind the wall crossing it, and their number shrinking', async () => {
    expect(CROSS_FEATURE_IMPORTS_LEFT.length).toBeLessThanOrEqual(CROSSINGS_WHEN_WALLED);
    // Linted without the list, each listed file must still cross a wall: one that no longer does leaves the list.
    for (const file of CROSS_FEATURE_IMPORTS_LEFT) {
      const crossings = await restrictedImports(file.replace(/\.ts$/, '.walled.ts'), fs.readFileSync(path.join(root, file), 'utf8'));
      expect({ file, crosses: crossings.length > 0 }).toEqual({ file, crosses: true });
    }
  });
});
