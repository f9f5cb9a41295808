import clsx from 'clsx';
import { checkToolFor } from './check-tools.tsx';
import { ContrastResult } from './contrast-result.tsx';
import { EyedropperResult } from './eyedropper-result.tsx';
import { MeasureResult } from './measure-result.tsx';
import type { DesignChecks } from './use-design-checks.ts';
import { useIntl } from 'react-intl';

export interface CheckPanelProps {
  checks: DesignChecks;
  isDocumentPage: boolean;
  /** Whether colours come from the original file (exact) rather than the rendered preview. */
  isOriginal: boolean;
  /** The image is still being decoded for reading. */
  isLoading: boolean;
  /** Where it sits, e.g. floating over the design. */
  className?: string;
}

/** The check's hint and results in one small panel; nothing while no check is on. */
export function CheckPanel({ checks, isDocumentPage, isOriginal, isLoading, className }: CheckPanelProps) {
  const intl = useIntl();
  const tool = checks.tool && checkToolFor(checks.tool);
  if (!tool) return null;
  const readsColour = tool.name !== 'measure';
  return (
    <section aria-label={intl.formatMessage({ id: 'media.checks.results' }, { tool: intl.formatMessage({ id: tool.label }) })} className={clsx('flex min-h-10 flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-line bg-surface px-3 py-1.5', className)}>
      <p className="text-xs text-muted">
        {intl.formatMessage({ id: tool.hint })}
        {readsColour && intl.formatMessage({ id: isLoading ? 'media.checks.reading' : isOriginal ? 'media.checks.fromOriginal' : 'media.checks.fromPreview' })}
      </p>
      {tool.name === 'eyedropper' && <EyedropperResult hover={checks.hover} kept={checks.kept} />}
      {tool.name === 'measure' && <MeasureResult measure={checks.measure} isDocumentPage={isDocumentPage} />}
      {tool.name === 'contrast' && <ContrastResult contrast={checks.contrast} onEdit={checks.editContrast} />}
    </section>
  );
}
