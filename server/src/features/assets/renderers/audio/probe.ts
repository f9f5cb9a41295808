import fsp from 'node:fs/promises';
import { ADTS, FLAC, MP3, MP4, OGG, QTFF, WAVE, WEBM, type AudioCodec, type Input, type InputFormat } from 'mediabunny';
import { AUDIO_DAMAGED, AUDIO_EMPTY, AUDIO_UNDECODABLE, RenderRefusal, videoTooLong } from '../refusal.ts';
import { withVideoFile } from '../video/codecs.ts';

/** What the renderer found in a sound file, kept with its variation (in `variations.video_probe`, told apart by `kind`). */
export interface AudioProbe {
  kind: 'audio';
  container: 'mp3' | 'wav' | 'm4a' | 'mov' | 'aac' | 'flac' | 'ogg' | 'webm';
  /** audio/mpeg, audio/wav, audio/mp4… */
  mime: string;
  extension: string;
  duration_ms: number;
  sample_rate: number;
  channels: number;
  /** Short names: mp3, pcm, aac, flac, opus. */
  audio_codec: string;
}

type Container = Pick<AudioProbe, 'container' | 'mime' | 'extension'>;

/** Every container a sound may come in, told apart by content (mediabunny reads each one's header). */
export const AUDIO_FORMATS: InputFormat[] = [MP4, QTFF, WEBM, MP3, WAVE, ADTS, FLAC, OGG];

const CONTAINERS = new Map<InputFormat, Container>([
  [MP4, { container: 'm4a', mime: 'audio/mp4', extension: 'm4a' }],
  [QTFF, { container: 'mov', mime: 'video/quicktime', extension: 'mov' }],
  [WEBM, { container: 'webm', mime: 'audio/webm', extension: 'webm' }],
  [MP3, { container: 'mp3', mime: 'audio/mpeg', extension: 'mp3' }],
  [WAVE, { container: 'wav', mime: 'audio/wav', extension: 'wav' }],
  [ADTS, { container: 'aac', mime: 'audio/aac', extension: 'aac' }],
  [FLAC, { container: 'flac', mime: 'audio/flac', extension: 'flac' }],
  [OGG, { container: 'ogg', mime: 'audio/ogg', extension: 'ogg' }],
]);

/**
 * The codecs the renderer decodes. Vorbis is not among them: the FFmpeg inside @napi-rs/webcodecs
 * refuses its headers, so an Ogg Vorbis is refused as unsupported rather than failing in the job.
 */
function codecName(codec: AudioCodec): string | null {
  if (codec.startsWith('pcm-') || codec === 'ulaw' || codec === 'alaw') return 'pcm';
  return ({ mp3: 'mp3', aac: 'aac', flac: 'flac', opus: 'opus' } as Partial<Record<AudioCodec, string>>)[codec] ?? null;
}

/** The first bytes of the sound files mediabunny may still fail to read: those are damaged, not of another type. */
async function looksLikeSound(filePath: string): Promise<boolean> {
  const handle = await fsp.open(filePath, 'r');
  try {
    const header = Buffer.alloc(12);
    const { bytesRead } = await handle.read(header, 0, 12, 0);
    const text = header.toString('latin1', 0, bytesRead);
    return (text.startsWith('RIFF') && text.slice(8, 12) === 'WAVE') || text.startsWith('fLaC') || text.startsWith('OggS') || text.startsWith('ID3');
  } finally {
    await handle.close();
  }
}

/**
 * Checks a file as a sound by its content: null when it is none of the containers (another type may
 * still take it); a refusal when it is one that cannot be reviewed (damaged, no sound, a codec the
 * renderer cannot decode, too long). Its samples are decoded by the poster (poster.ts), which refuses
 * a stream that breaks off as damaged.
 */
export async function probeAudio(filePath: string, { maxSeconds }: { maxSeconds: number }): Promise<AudioProbe | null> {
  return withVideoFile(
    filePath,
    async (input) => {
      const format = await input.getFormat().catch(() => null);
      const container = format && CONTAINERS.get(format);
      if (!container) {
        if (await looksLikeSound(filePath)) throw new RenderRefusal(AUDIO_DAMAGED);
        return null;
      }
      try {
        return await probeContainer(input, container, maxSeconds);
      } catch (error) {
        throw error instanceof RenderRefusal ? error : new RenderRefusal(AUDIO_DAMAGED);
      }
    },
    AUDIO_FORMATS,
  );
}

async function probeContainer(input: Input, container: Container, maxSeconds: number): Promise<AudioProbe> {
  const track = await input.getPrimaryAudioTrack();
  if (!track) throw new RenderRefusal(AUDIO_DAMAGED);
  const codec = await track.getCodec();
  const name = codec && codecName(codec);
  if (!name || !(await track.canDecode())) throw new RenderRefusal(AUDIO_UNDECODABLE);
  const seconds = (await track.computeDuration()) - (await track.getFirstTimestamp());
  if (!(seconds > 0)) throw new RenderRefusal(AUDIO_EMPTY);
  if (seconds > maxSeconds) throw new RenderRefusal(videoTooLong(seconds, maxSeconds, 'sound file'));
  return {
    kind: 'audio',
    ...container,
    duration_ms: Math.round(seconds * 1000),
    sample_rate: await track.getSampleRate(),
    channels: await track.getNumberOfChannels(),
    audio_codec: name,
  };
}
