import type { VideoRendering } from './video-rendering.ts';
import type { JobHandler } from '../../jobs/worker.ts';

/** A video's proxies, sprite, waveform and frame times, enqueued with its upload or its retry (features/video). */
export const renderVideoHandler = (videos: VideoRendering): JobHandler<'render-video'> => ({
  run: (payload, context) => videos.renderVideo(payload.variation_id, context),
  giveUp: async (payload) => {
    await videos.giveUp(payload.variation_id);
  },
  maxAttempts: 5,
});
