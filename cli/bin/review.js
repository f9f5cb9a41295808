#!/usr/bin/env node
// Runs the TypeScript sources through tsx, as the server's `dev` and `admin` scripts do, so that
// `npm ci` is the only step between a clone and a working `npx review`.
import { tsImport } from 'tsx/esm/api';

await tsImport('../src/main.ts', import.meta.url);
