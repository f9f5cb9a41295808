import { AudioSample, AudioSampleSink } from 'mediabunny';
import { AUDIO_DAMAGED, RenderRefusal } from '../refusal.ts';
import { whileCoding } from '../video/codec-work.ts';
import { withVideoFile } from '../video/codecs.ts';
import { AUDIO_FORMATS } from './probe.ts';

/**
 * Decodes a sound file's primary track from start to end, handing each stretch to `take` with when
 * it starts, in seconds after the track's first sample (counted in samples): the timeline comments
 * are placed on, which the rendition keeps. A stream that cannot be decoded to its end is damaged. `share` is the part of
 * the file done, 0 to 1.
 */
export async function decodeAudio(filePath: string, take: (sample: AudioSample, start: number, share: number) => Promise<void>): Promise<void> {
  await withVideoFile(
    filePath,
    (input) =>
      whileCoding(async () => {
        const track = await input.getPrimaryAudioTrack();
        if (!track) throw new RenderRefusal(AUDIO_DAMAGED);
        const origin = await track.getFirstTimestamp();
        const end = Math.max(1e-6, (await track.computeDuration()) - origin);
        // Sound runs on without gaps: each stretch starts where the samples before it end. The
        // decoder's own timestamps are not trusted (FLAC's drift by a tenth of a second in two).
        let framesBefore = 0;
        try {
          // PCM is decoded by mediabunny itself, in memory already; only the napi decoders' integers need copying out.
          const isPcm = (await track.getCodec())?.startsWith('pcm-') ?? false;
          for await (const decoded of new AudioSampleSink(track).samples()) {
            const sample = isPcm ? decoded : inMemory(decoded);
            try {
              const start = framesBefore / sample.sampleRate;
              framesBefore += sample.numberOfFrames;
              await take(sample, start, Math.min(1, (start + sample.duration) / end));
            } finally {
              sample.close();
              decoded.close();
            }
          }
        } catch (error) {
          throw error instanceof RenderRefusal ? error : new RenderRefusal(AUDIO_DAMAGED);
        }
      }),
    AUDIO_FORMATS,
  );
}

/**
 * The decoder's own sound, unless it is interleaved integers: @napi-rs/webcodecs 1.3 converts those
 * (FLAC's s16) to float from the wrong offsets and panics, which ends the process. Such a stretch is
 * copied out in its own format and turned into planar floats by mediabunny's in-memory sample, in JS,
 * as every other decoder hands them over.
 */
function inMemory(sample: AudioSample): AudioSample {
  if (sample.format === 'f32-planar' || sample.format === 'f32') return sample;
  const bytes = new Uint8Array(sample.allocationSize({ planeIndex: 0, format: sample.format }));
  sample.copyTo(bytes, { planeIndex: 0, format: sample.format });
  const { numberOfChannels, numberOfFrames, sampleRate, timestamp } = sample;
  const raw = new AudioSample({ data: bytes, format: sample.format, numberOfChannels, sampleRate, timestamp });
  const planes = new Float32Array(numberOfFrames * numberOfChannels);
  for (let channel = 0; channel < numberOfChannels; channel++) raw.copyTo(planes.subarray(channel * numberOfFrames, (channel + 1) * numberOfFrames), { planeIndex: channel, format: 'f32-planar' });
  raw.close();
  return new AudioSample({ data: planes, format: 'f32-planar', numberOfChannels, sampleRate, timestamp });
}
