import fs from 'node:fs';
import { expect, it } from 'vitest';
import { CLIENT_TYPES_FILE, generateClientTypes } from '../../../scripts/generate-client.ts';

it('describes the API the server serves now', async () => {
  const fresh = (await generateClientTypes()).split('\n');
  const committed = fs.readFileSync(CLIENT_TYPES_FILE, 'utf8').split('\n');
  const line = fresh.findIndex((text, index) => text !== committed[index]);
  const differs = line >= 0 || fresh.length !== committed.length;
  // The first difference only: the whole file is a quarter of a megabyte.
  const where = line >= 0 ? `line ${line + 1} is now "${fresh[line]}", was "${committed[line] ?? ''}"` : 'it has lines the server no longer describes';
  expect(differs, `cli/src/api/openapi.ts is out of date with the server (${where}): run npm run generate:client`).toBe(false);
});
