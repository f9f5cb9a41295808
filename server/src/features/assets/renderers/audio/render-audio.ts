import { AudioSampleSource, FilePathTarget, Output, WebMOutputFormat } from 'mediabunny';
import { asCodecData } from '../codec-data.ts';
import { AUDIO_DAMAGED, RenderRefusal } from '../refusal.ts';
import { describeOutput, newOutputPath } from '../video/output-file.ts';
import type { VideoOutput } from '../video/render-video.ts';
import { createWaveformCollector } from '../video/waveform.ts';
import { decodeAudio } from './decode-audio.ts';
import type { AudioProbe } from './probe.ts';

/** The rendition's sound: Opus at 48 kHz (its own rate), at most stereo, as a video proxy's. */
const OPUS_SAMPLE_RATE = 48_000;
const BITRATE = 128_000;
/** A cluster (and a cue to seek to) at least this often, so a seek over HTTP ranges lands near its time. */
const CLUSTER_SECONDS = 0.5;
/** What `<source type>` says of the rendition. */
export const AUDIO_RENDITION_TYPE = 'audio/webm; codecs="opus"';

/**
 * What an audio file's review screen plays from, in one pass over its samples: the rendition (WebM
 * Opus with cues, every sample at its time on the original's timeline) and the waveform's peaks.
 * The rendition is a `proxy` of height 0; each output is handed over as soon as it is written.
 */
export async function renderAudio(
  filePath: string,
  probe: AudioProbe,
  outDir: string,
  { onOutput, onProgress }: { onOutput: (output: VideoOutput) => void; onProgress: (percent: number) => void },
): Promise<void> {
  const outPath = newOutputPath(outDir);
  const output = new Output({ format: new WebMOutputFormat({ minimumClusterDuration: CLUSTER_SECONDS }), target: new FilePathTarget(outPath) });
  const sound = new AudioSampleSource({
    codec: 'opus',
    bitrate: BITRATE,
    transform: { sampleRate: OPUS_SAMPLE_RATE, numberOfChannels: Math.min(2, probe.channels), process: asCodecData },
  });
  output.addAudioTrack(sound);
  const waveform = createWaveformCollector(probe.duration_ms / 1000);
  await output.start();
  try {
    await decodeAudio(filePath, async (sample, start, share) => {
      await waveform.add(sample, start);
      sample.setTimestamp(start);
      await sound.add(sample);
      onProgress(share * 100);
    });
    sound.close();
    await output.finalize();
  } catch (error) {
    await output.cancel();
    throw error instanceof RenderRefusal ? error : new RenderRefusal(AUDIO_DAMAGED);
  }
  onOutput({ kind: 'proxy', height: 0, type: AUDIO_RENDITION_TYPE, file: await describeOutput(outPath) });
  onOutput({ kind: 'waveform', file: await waveform.write(outDir) });
}
