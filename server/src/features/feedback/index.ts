import assets from '../assets/index.ts';
import comments from '../comments/index.ts';
import { defineFeature, route } from '../feature.ts';
import video from '../video/index.ts';
import feedbackRoutes from './routes.ts';
import { createFeedbackService } from './service.ts';

// What other features use of this one: types and the functions it publishes; the feature itself is the default export.
export type { FeedbackService } from './service.ts';
export { describeFrames, describeSound, describeTimecodes, describeVideo, formatDuration, framesOfComment } from './comment-timecode.ts';
export { feedbackToMarkdown } from './markdown.ts';
export { describeStage } from './stage-line.ts';
export { loadOpenThreads } from './open-threads.ts';

export default defineFeature({
  name: 'feedback',
  get needs() {
    return [assets, comments, video];
  },
  build: ({ database, blobs, config, use }) => {
    const feedback = createFeedbackService(database.db, { assets: use(assets).assets, comments: use(comments).comments, blobs, frames: use(video).frames, publicUrl: config.publicUrl });
    return { publishes: { feedback }, routes: [route(feedbackRoutes, { feedback })] };
  },
});
