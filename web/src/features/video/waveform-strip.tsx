import { useQuery } from '@tanstack/react-query';
import { fileUrl } from '../../lib/format.ts';
import { waveformPath } from './waveform-path.ts';

/** Drawn in these units and stretched to the scrub bar's width. */
const VIEW_WIDTH = 1000;
const VIEW_HEIGHT = 24;

async function fetchPeaks(url: string, signal: AbortSignal): Promise<number[]> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The waveform could not be loaded (${response.status}).`);
  const { peaks } = (await response.json()) as { peaks?: unknown };
  return Array.isArray(peaks) ? peaks.filter((peak): peak is number => typeof peak === 'number') : [];
}

/** The peaks of `media.waveform` (a relative path), fetched once a visit; nothing while `url` is null. */
export function useWaveformPeaks(url: string | null, fileQuery = '') {
  const address = url ? fileUrl(url) + fileQuery : null;
  return useQuery({
    queryKey: ['video', 'waveform', address],
    queryFn: ({ signal }) => fetchPeaks(address!, signal),
    enabled: address !== null,
    staleTime: Infinity,
  });
}

/**
 * The sound's loudness behind the scrub bar, so a cut or a beat can be found by eye. Decoration: the
 * scrub bar itself says where the playhead is; nothing is drawn until the waveform is rendered.
 */
export function WaveformStrip({ url, fileQuery = '' }: { url: string | null; fileQuery?: string }) {
  const peaks = useWaveformPeaks(url, fileQuery);
  if (!peaks.data?.length) return null;
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`} preserveAspectRatio="none" className="pointer-events-none absolute inset-0 size-full text-muted opacity-40">
      <path d={waveformPath(peaks.data, VIEW_WIDTH, VIEW_HEIGHT)} stroke="currentColor" strokeWidth={(VIEW_WIDTH / peaks.data.length) * 0.7} fill="none" />
    </svg>
  );
}
