import type { AudioSample } from 'mediabunny';
import type { ReceivedFile } from '../../../../blob/blob-store.ts';
import { writeOutput } from './output-file.ts';

/** Slices of the video's length; enough for a timeline as wide as a screen. */
const PEAK_COUNT = 1000;

/**
 * The waveform under the timeline: the loudest sample (0 to 1, any channel) of each thousandth of
 * the video's length, from its audio as a pass decodes it. Times count from the first video frame,
 * so the waveform lines up with the picture.
 */
export function createWaveformCollector(durationSeconds: number) {
  const peaks = new Float32Array(PEAK_COUNT);
  const slice = durationSeconds / PEAK_COUNT;
  let plane = new Float32Array(0);
  return {
    /** Audio that starts `start` seconds after the first frame. */
    async add(sample: AudioSample, start: number) {
      const frames = sample.numberOfFrames;
      if (plane.length < frames) plane = new Float32Array(frames);
      for (let channel = 0; channel < sample.numberOfChannels; channel++) {
        await sample.copyTo(plane, { planeIndex: channel, format: 'f32-planar' });
        // Slice by slice, not sample by sample: a ten-minute file is tens of millions of samples.
        let index = 0;
        while (index < frames) {
          const at = Math.floor((start + index / sample.sampleRate) / slice);
          const end = Math.min(frames, Math.max(index + 1, Math.ceil(((at + 1) * slice - start) * sample.sampleRate)));
          if (at >= 0 && at < PEAK_COUNT) {
            let loudest = peaks[at] ?? 0;
            for (let frame = index; frame < end; frame++) {
              const level = Math.abs(plane[frame] ?? 0);
              if (level > loudest) loudest = level;
            }
            peaks[at] = Math.min(1, loudest);
          }
          index = end;
        }
      }
    },

    /** The loudest level of each slice so far, 0 to 1 (an audio file's poster is drawn from them). */
    peaks: () => peaks,

    /** JSON `{"peaks": […]}`, three decimals each. */
    write(outDir: string): Promise<ReceivedFile> {
      return writeOutput(outDir, JSON.stringify({ peaks: Array.from(peaks, (peak) => Math.round(peak * 1000) / 1000) }));
    },
  };
}
