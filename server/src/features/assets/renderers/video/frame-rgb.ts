import type { VideoSample } from 'mediabunny';

/** Luma weights (Kr, Kb) of the colour matrices decoders report. */
const BT709: [number, number] = [0.2126, 0.0722];
const BT601: [number, number] = [0.299, 0.114];
const MATRICES: Record<string, [number, number]> = { bt709: BT709, bt470bg: BT601, smpte170m: BT601, 'bt2020-ncl': [0.2627, 0.0593] };

/** How a decoded pixel format lays out its samples. */
interface Layout {
  bits: number;
  /** Chroma samples cover this many pixels across and down. */
  chromaX: number;
  chromaY: number;
  /** NV12 keeps Cb and Cr interleaved in one plane. */
  interleaved: boolean;
}

function layoutOf(format: string): Layout | null {
  if (format === 'NV12') return { bits: 8, chromaX: 2, chromaY: 2, interleaved: true };
  const match = /^I(420|422|444)A?(?:P(10|12))?$/.exec(format);
  if (!match) return null;
  return { bits: Number(match[2] ?? 8), chromaX: match[1] === '444' ? 1 : 2, chromaY: match[1] === '420' ? 2 : 1, interleaved: false };
}

/**
 * A decoded frame's visible pixels as 8-bit RGB, every `step`-th pixel across and down (a thumbnail
 * needs no more). @napi-rs/webcodecs converts to RGBA with the BT.601 matrix whatever the frame's,
 * which shifts the colours of HD video (BT.709): for a design review the picture's colours must be
 * the file's, so frames are converted here, with the matrix and range the decoder reports (BT.709
 * for HD and BT.601 below when it reports none). Chroma is taken from the nearest sample.
 */
export async function frameRgb(sample: VideoSample, step = 1): Promise<{ data: Buffer; width: number; height: number }> {
  const format = sample.format ?? '';
  const data = new Uint8Array(sample.allocationSize());
  const planes = await sample.copyTo(data);
  const { width: fullWidth, height: fullHeight } = sample.visibleRect;
  const width = Math.ceil(fullWidth / step);
  const height = Math.ceil(fullHeight / step);
  const rgb = Buffer.alloc(width * height * 3);
  if (/^(RGB|BGR)[AX]$/.test(format)) {
    const [red, blue] = format.startsWith('RGB') ? [0, 2] : [2, 0];
    const { offset = 0, stride = fullWidth * 4 } = planes[0] ?? {};
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const from = offset + y * step * stride + x * step * 4;
        const to = (y * width + x) * 3;
        rgb[to] = data[from + red] ?? 0;
        rgb[to + 1] = data[from + 1] ?? 0;
        rgb[to + 2] = data[from + blue] ?? 0;
      }
    }
    return { data: rgb, width, height };
  }
  const layout = layoutOf(format);
  if (!layout) throw new Error(`frames in ${format || 'an unknown format'} cannot be converted`);
  const { matrix, fullRange } = sample.colorSpace;
  const [kr, kb] = MATRICES[matrix ?? ''] ?? (fullHeight > 576 ? BT709 : BT601);
  const kg = 1 - kr - kb;
  const scale = 2 ** (layout.bits - 8);
  const [lumaBlack, lumaRange, chromaRange] = fullRange ? [0, 255 * scale, 255 * scale] : [16 * scale, 219 * scale, 224 * scale];
  const chromaMid = 128 * scale;
  const bytes = layout.bits > 8 ? 2 : 1;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const read = bytes === 2 ? (at: number) => view.getUint16(at, true) : (at: number) => data[at] ?? 0;
  const [luma, cb, cr] = [planes[0], planes[1], layout.interleaved ? planes[1] : planes[2]];
  if (!luma || !cb || !cr) throw new Error(`a ${format} frame came without its planes`);
  const crShift = layout.interleaved ? 1 : 0;
  const chromaBytes = layout.interleaved ? 2 : bytes;
  const clamp = (value: number) => (value <= 0 ? 0 : value >= 255 ? 255 : Math.round(value));
  for (let y = 0; y < height; y++) {
    const sourceY = y * step;
    const lumaRow = luma.offset + sourceY * luma.stride;
    const chromaRow = Math.floor(sourceY / layout.chromaY);
    for (let x = 0; x < width; x++) {
      const sourceX = x * step;
      const chromaAt = Math.floor(sourceX / layout.chromaX) * chromaBytes;
      const lightness = (read(lumaRow + sourceX * bytes) - lumaBlack) / lumaRange;
      const blueness = (read(cb.offset + chromaRow * cb.stride + chromaAt) - chromaMid) / chromaRange;
      const redness = (read(cr.offset + chromaRow * cr.stride + chromaAt + crShift) - chromaMid) / chromaRange;
      const to = (y * width + x) * 3;
      rgb[to] = clamp(255 * (lightness + 2 * (1 - kr) * redness));
      rgb[to + 1] = clamp(255 * (lightness - ((2 * kb * (1 - kb)) / kg) * blueness - ((2 * kr * (1 - kr)) / kg) * redness));
      rgb[to + 2] = clamp(255 * (lightness + 2 * (1 - kb) * blueness));
    }
  }
  return { data: rgb, width, height };
}
