import sharp from 'sharp';
import { assetOperations } from './features/assets/renderer-operations.ts';
import { compareOperations } from './features/compare/renderer-operations.ts';
import { reportOperations } from './features/reports/renderer-operations.ts';
import { websiteOperations } from './features/websites/capture/renderer-operations.ts';
import { serveOperations } from './renderer/serve.ts';

// The renderer process's entry (renderer/renderer.ts forks it; a bundle of its own in production):
// the composition root of what runs outside the server's memory, each feature's table of operations.
// libvips keeps no cache here, so its memory goes back once a file is done.
sharp.cache(false);
sharp.concurrency(1);

serveOperations({ ...assetOperations, ...compareOperations, ...reportOperations, ...websiteOperations });
