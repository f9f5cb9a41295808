import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Sound files made on the fly (tests carry no binary fixtures; product code never runs ffmpeg): a
 * WAV written here byte by byte, the other containers encoded by Debian's ffmpeg from a tone that is
 * silent for its first half and loud for its second, so the waveform can be checked by where it rises.
 */
export const AUDIO_CONTAINERS = {
  mp3: { extension: 'mp3', args: ['-c:a', 'libmp3lame', '-b:a', '96k'], codec: 'mp3', mime: 'audio/mpeg' },
  m4a: { extension: 'm4a', args: ['-c:a', 'aac', '-b:a', '96k'], codec: 'aac', mime: 'audio/mp4' },
  aac: { extension: 'aac', args: ['-c:a', 'aac', '-b:a', '96k', '-f', 'adts'], codec: 'aac', mime: 'audio/aac' },
  flac: { extension: 'flac', args: ['-c:a', 'flac'], codec: 'flac', mime: 'audio/flac' },
  ogg: { extension: 'opus', args: ['-c:a', 'libopus', '-b:a', '64k', '-f', 'ogg'], codec: 'opus', mime: 'audio/ogg' },
  vorbis: { extension: 'ogg', args: ['-c:a', 'libvorbis', '-f', 'ogg'], codec: 'vorbis', mime: 'audio/ogg' },
} as const;
export type AudioContainer = keyof typeof AUDIO_CONTAINERS;

/** A 16-bit PCM WAV: `seconds` long, silent for the first half, then a 440 Hz tone at 0.8 of full scale. */
export function wavTone({ seconds = 2, sampleRate = 44_100, channels = 2 }: { seconds?: number; sampleRate?: number; channels?: number } = {}): Buffer {
  const frames = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(frames * channels * 2);
  for (let frame = 0; frame < frames; frame++) {
    const level = frame < frames / 2 ? 0 : Math.round(0.8 * 32767 * Math.sin((2 * Math.PI * 440 * frame) / sampleRate));
    for (let channel = 0; channel < channels; channel++) data.writeInt16LE(level, (frame * channels + channel) * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

let folder: Promise<string> | null = null;
const audioFolder = () => (folder ??= fsp.mkdtemp(path.join(os.tmpdir(), 'review-audio-files-')));

/** The WAV tone in another container, made by ffmpeg into the run's folder. */
export async function encodedTone(container: AudioContainer): Promise<Buffer> {
  const spec = AUDIO_CONTAINERS[container];
  const dir = await audioFolder();
  const source = path.join(dir, 'tone.wav');
  await fsp.writeFile(source, wavTone());
  const file = path.join(dir, `tone-${container}.${spec.extension}`);
  await run('ffmpeg', ['-v', 'error', '-y', '-i', source, ...spec.args, file]);
  return fsp.readFile(file);
}

/** What ffprobe reads in a file: its duration in seconds and its first stream's codec. */
export async function ffprobeAudio(content: Buffer): Promise<{ duration: number; codec: string }> {
  const file = path.join(await audioFolder(), `probe-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  await fsp.writeFile(file, content);
  try {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_name', '-of', 'json', file]);
    const parsed = JSON.parse(stdout) as { format: { duration: string }; streams: { codec_name: string }[] };
    return { duration: Number(parsed.format.duration), codec: parsed.streams[0]?.codec_name ?? '' };
  } finally {
    await fsp.rm(file, { force: true });
  }
}

export async function removeAudioFiles() {
  if (folder) await fsp.rm(await folder, { recursive: true, force: true });
  folder = null;
}
