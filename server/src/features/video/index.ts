import path from 'node:path';
import assets from '../assets/index.ts';
import { defineFeature, route } from '../feature.ts';
import { createFrameImages } from './frame-images.ts';
import { renderVideoHandler } from './render-video-job.ts';
import videoRoutes from './routes.ts';
import { createVideoRendering } from './video-rendering.ts';

// What other features use of this one: types and the functions it publishes; the feature itself is the default export.
export type { StoredAudioProbe, StoredProbe, Timeline } from './stored-probe.ts';
export { readAudioProbe, readProbe, readTimeline } from './stored-probe.ts';
export { assertFramesOf, type FrameRange } from './frames-of.ts';
export { presentMedia, type RenderRow } from './present-media.ts';
export type { FrameImages } from './frame-images.ts';

export default defineFeature({
  name: 'video',
  get needs() {
    return [assets];
  },
  build: ({ database, blobs, config, answers, use }) => {
    const { designRenderer } = use(assets);
    const frames = createFrameImages({ db: database.db, blobs, renderer: designRenderer, workDir: path.join(config.dataDir, 'rendering', 'frames') });
    // E-mails show the frame a comment was made on.
    answers.frameImage = frames.renderFor;
    const videos = createVideoRendering({ db: database.db, blobs, renderer: designRenderer, workDir: path.join(config.dataDir, 'rendering') });
    return {
      publishes: { frames },
      jobs: { 'render-video': renderVideoHandler(videos) },
      routes: [route(videoRoutes, { frames })],
      onClose: () => frames.close(),
    };
  },
});
