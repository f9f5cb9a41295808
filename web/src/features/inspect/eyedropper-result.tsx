import type { Rgb } from './colour.ts';
import { AddToCommentButton } from './add-to-comment-button.tsx';
import { ColourValue } from './colour-value.tsx';
import type { Hover } from './use-design-checks.ts';
import { useIntl } from 'react-intl';

/** The colour under the pointer as it moves, and the one a click kept (announced, and ready for a comment). */
export function EyedropperResult({ hover, kept }: { hover: Hover | null; kept: Rgb | null }) {
  const intl = useIntl();
  return (
    <>
      <ColourValue label={intl.formatMessage({ id: 'media.eyedropper.pointer' })} colour={hover?.colour ?? null} />
      <span aria-live="polite" data-testid="kept-colour">
        <ColourValue label={intl.formatMessage({ id: 'media.eyedropper.kept' })} colour={kept} />
      </span>
      <AddToCommentButton result={kept && { kind: 'colour', colour: kept }} />
    </>
  );
}
