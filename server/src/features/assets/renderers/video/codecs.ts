import { registerProresDecoder } from '@mediabunny/prores';
import * as webcodecs from '@napi-rs/webcodecs';
import { FilePathSource, Input, MP4, QTFF, WEBM, type InputFormat } from 'mediabunny';

/** The containers a video may come in, told apart by their content (an ISO `ftyp` brand, the EBML DocType). */
const VIDEO_FORMATS = [MP4, QTFF, WEBM];

const WEBCODECS_CLASSES = ['VideoDecoder', 'VideoEncoder', 'AudioDecoder', 'AudioEncoder', 'VideoFrame', 'AudioData', 'EncodedVideoChunk', 'EncodedAudioChunk'] as const;

let installed = false;

/**
 * mediabunny decodes and encodes through a browser's WebCodecs classes, looked up as globals; in Node
 * they come from @napi-rs/webcodecs (FFmpeg). ProRes, which those lack, is decoded by
 * @mediabunny/prores. Done once, on the renderer's first video, so other files never load them.
 */
export function installCodecs() {
  if (installed) return;
  const globals = globalThis as Record<string, unknown>;
  for (const name of WEBCODECS_CLASSES) globals[name] ??= webcodecs[name];
  registerProresDecoder();
  installed = true;
}

/** A media file in one of `formats`, read lazily as mediabunny asks for its parts; dispose it to close the file. */
export function openMediaFile(filePath: string, formats: InputFormat[] = VIDEO_FORMATS): Input<FilePathSource> {
  installCodecs();
  return new Input({ source: new FilePathSource(filePath), formats });
}

/** Runs `use` on the opened file (a video's containers unless `formats` says otherwise) and closes it, whatever happens. */
export async function withVideoFile<T>(filePath: string, use: (input: Input<FilePathSource>) => Promise<T>, formats: InputFormat[] = VIDEO_FORMATS): Promise<T> {
  const input = openMediaFile(filePath, formats);
  try {
    return await use(input);
  } finally {
    input.dispose();
  }
}
