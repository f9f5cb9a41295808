import sharp from 'sharp';
import { DesignImageError, renderDesignImage } from './design-image.ts';

// The renderer process: decodes design files one at a time, outside the server's memory, and answers
// over IPC. libvips keeps no cache here so its memory goes back once a file is done.
sharp.cache(false);
sharp.concurrency(1);

interface RenderRequest {
  id: number;
  filePath: string;
  outDir: string;
}

process.on('message', (request: RenderRequest) => {
  renderDesignImage(request.filePath, request.outDir).then(
    (result) => process.send?.({ id: request.id, result }),
    (error: unknown) => process.send?.({ id: request.id, fault: error instanceof DesignImageError ? error.fault : 'unreadable' }),
  );
});

process.on('disconnect', () => process.exit(0));
