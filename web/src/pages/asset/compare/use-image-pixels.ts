import { useEffect, useState } from 'react';
import { currentIntl } from '../../../i18n/index.ts';
import { fileUrl } from '../../../lib/format.ts';

export type PixelsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; a: ImageData; b: ImageData };

function loadImage(src: string, signal: AbortSignal): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(currentIntl().formatMessage({ id: 'asset.compare.imageError' })));
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    image.src = src;
  });
}

/** Both images drawn at the same size, read back as RGBA pixels. */
function readPixels(image: HTMLImageElement, width: number, height: number): ImageData {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error(currentIntl().formatMessage({ id: 'asset.compare.noPixels' }));
  context.drawImage(image, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/** Loads two previews (same origin) and gives their pixels at `width`×`height`. */
export function useImagePixels(srcA: string, srcB: string, width: number, height: number): PixelsState {
  const key = `${srcA}|${srcB}|${width}|${height}`;
  const [result, setResult] = useState<{ key: string; state: PixelsState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([loadImage(fileUrl(srcA), controller.signal), loadImage(fileUrl(srcB), controller.signal)])
      .then(([a, b]) => setResult({ key, state: { status: 'ready', a: readPixels(a, width, height), b: readPixels(b, width, height) } }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, state: { status: 'error', message: error instanceof Error ? error.message : currentIntl().formatMessage({ id: 'asset.compare.failed' }) } });
      });
    return () => controller.abort();
  }, [key, srcA, srcB, width, height]);
  return result?.key === key ? result.state : { status: 'loading' };
}
