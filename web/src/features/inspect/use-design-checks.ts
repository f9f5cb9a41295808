import { useState } from 'react';
import type { ImagePoint } from '@review/contract/geometry';
import type { CheckToolName } from './check-tools.tsx';
import { formatHex, type Rgb } from './colour.ts';
import type { ColourPair } from './dominant-colours.ts';
import type { ImageBox } from './image-pixels.ts';

/** The colour under the pointer, at the image pixel it was read from. */
export interface Hover {
  pixel: ImagePoint;
  colour: Rgb;
}

/** A measured line, from edge to edge of image pixels. */
export interface MeasureLine {
  from: ImagePoint;
  to: ImagePoint;
}

/** The contrast pair as typed or picked ('#RRGGBB' text, so the fields can be edited), and which a click picks next. */
export interface ContrastPick {
  text: string;
  background: string;
  next: 'text' | 'background';
  /** The box the pair was found in, when it came from a drag. */
  box: ImageBox | null;
}

const EMPTY_CONTRAST: ContrastPick = { text: '', background: '', next: 'text', box: null };

/** The viewer's design checks: which is on, and what each found. Results stay while another tool is used. */
export function useDesignChecks() {
  const [tool, setTool] = useState<CheckToolName | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const [kept, setKept] = useState<Rgb | null>(null);
  const [measure, setMeasure] = useState<MeasureLine | null>(null);
  const [contrast, setContrast] = useState<ContrastPick>(EMPTY_CONTRAST);

  return {
    tool,
    hover,
    kept,
    measure,
    contrast,
    setTool: (next: CheckToolName | null) => {
      setTool(next);
      setHover(null);
    },
    setHover,
    keep: setKept,
    setMeasure,
    /** A click with the contrast tool: the text colour first, then the background, then the text again. */
    pickContrast: (colour: Rgb) =>
      setContrast((current) => ({ ...current, [current.next]: formatHex(colour), next: current.next === 'text' ? 'background' : 'text', box: null })),
    /** A box dragged with the contrast tool: its two dominant colours. */
    setContrastPair: (pair: ColourPair, box: ImageBox) => setContrast({ text: formatHex(pair.text), background: formatHex(pair.background), next: 'text', box }),
    /** A contrast field typed into. */
    editContrast: (field: 'text' | 'background', value: string) => setContrast((current) => ({ ...current, [field]: value, box: null })),
  };
}

export type DesignChecks = ReturnType<typeof useDesignChecks>;
