import { useId } from 'react';
import { AddToCommentButton } from './add-to-comment-button.tsx';
import { apcaContrast, contrastRatio, formatLc, formatRatio, parseHex, wcagPasses, type WcagCheck } from './colour.ts';
import { ColourSwatch } from './colour-swatch.tsx';
import type { ContrastPick } from './use-design-checks.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/index.ts';

const CHECKS: readonly { check: WcagCheck; label: MessageId }[] = [
  { check: 'aaNormal', label: 'media.contrast.aaNormal' },
  { check: 'aaLarge', label: 'media.contrast.aaLarge' },
  { check: 'aaaNormal', label: 'media.contrast.aaaNormal' },
  { check: 'aaaLarge', label: 'media.contrast.aaaLarge' },
];

/** A colour typed by hand, written as code in every language. */
const HEX_PLACEHOLDER = '#RRGGBB';

export interface ContrastResultProps {
  contrast: ContrastPick;
  onEdit: (field: 'text' | 'background', value: string) => void;
}

/** The text and background colours (picked, found in a box or typed), their WCAG 2.2 ratio and verdicts, and APCA Lc. */
export function ContrastResult({ contrast, onEdit }: ContrastResultProps) {
  const id = useId();
  const intl = useIntl();
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
        placeholder={HEX_PLACEHOLDER}
        spellCheck={false}
        className="h-7 w-22 rounded-md border border-line bg-surface px-1.5 font-mono text-sm uppercase"
      />
      {contrast.next === name && (
        <span className="text-xs text-muted">
          <FormattedMessage id="media.contrast.nextClick" />
        </span>
      )}
    </span>
  );
  return (
    <>
      {field('text', intl.formatMessage({ id: 'media.contrast.text' }))}
      {field('background', intl.formatMessage({ id: 'media.contrast.background' }))}
      <output aria-live="polite" data-testid="contrast-result" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm tabular-nums">
        {ratio !== null && passes && text && background ? (
          <>
            <span className="font-semibold">{formatRatio(ratio)}</span>
            {CHECKS.map(({ check, label }) => (
              <span key={check} className={passes[check] ? 'text-success' : 'text-danger'}>
                {intl.formatMessage({ id: passes[check] ? 'media.contrast.pass' : 'media.contrast.fail' }, { check: intl.formatMessage({ id: label }) })}
              </span>
            ))}
            <span>{intl.formatMessage({ id: 'media.contrast.apca' }, { lc: formatLc(apcaContrast(text, background)) })}</span>
          </>
        ) : (
          <span className="text-muted">
            <FormattedMessage id="media.contrast.pick" />
          </span>
        )}
      </output>
      <AddToCommentButton result={text && background ? { kind: 'contrast', text, background } : null} />
    </>
  );
}
