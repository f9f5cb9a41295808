import { useId } from 'react';
import { AddToCommentButton } from './add-to-comment-button.tsx';
import { apcaContrast, contrastRatio, formatLc, formatRatio, parseHex, wcagPasses, type WcagCheck } from './colour.ts';
import { ColourSwatch } from './colour-swatch.tsx';
import type { ContrastPick } from './use-design-checks.ts';

const CHECKS: readonly { check: WcagCheck; label: string }[] = [
  { check: 'aaNormal', label: 'AA normal' },
  { check: 'aaLarge', label: 'AA large' },
  { check: 'aaaNormal', label: 'AAA normal' },
  { check: 'aaaLarge', label: 'AAA large' },
];

export interface ContrastResultProps {
  contrast: ContrastPick;
  onEdit: (field: 'text' | 'background', value: string) => void;
}

/** The text and background colours (picked, found in a box or typed), their WCAG 2.2 ratio and verdicts, and APCA Lc. */
export function ContrastResult({ contrast, onEdit }: ContrastResultProps) {
  const id = useId();
  const text = parseHex(contrast.text);
  const background = parseHex(contrast.background);
  const ratio = text && background ? contrastRatio(text, background) : null;
  const passes = ratio === null ? null : wcagPasses(ratio);
  const field = (name: 'text' | 'background', label: string) => (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <label htmlFor={`${id}-${name}`} className="text-muted">
        {label}
      </label>
      <ColourSwatch colour={parseHex(contrast[name]) ? contrast[name] : 'transparent'} />
      <input
        id={`${id}-${name}`}
        value={contrast[name]}
        onChange={(event) => onEdit(name, event.target.value)}
        placeholder="#RRGGBB"
        spellCheck={false}
        className="h-7 w-22 rounded-md border border-line bg-surface px-1.5 font-mono text-sm uppercase"
      />
      {contrast.next === name && <span className="text-xs text-muted">next click</span>}
    </span>
  );
  return (
    <>
      {field('text', 'Text')}
      {field('background', 'Background')}
      <output aria-live="polite" data-testid="contrast-result" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm tabular-nums">
        {ratio !== null && passes && text && background ? (
          <>
            <span className="font-semibold">{formatRatio(ratio)}</span>
            {CHECKS.map(({ check, label }) => (
              <span key={check} className={passes[check] ? 'text-success' : 'text-danger'}>
                {label} {passes[check] ? 'pass' : 'fail'}
              </span>
            ))}
            <span>APCA {formatLc(apcaContrast(text, background))}</span>
          </>
        ) : (
          <span className="text-muted">Pick a text colour and its background</span>
        )}
      </output>
      <AddToCommentButton result={text && background ? { kind: 'contrast', text, background } : null} />
    </>
  );
}
