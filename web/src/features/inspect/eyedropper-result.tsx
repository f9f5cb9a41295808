import type { Rgb } from './colour.ts';
import { AddToCommentButton } from './add-to-comment-button.tsx';
import { ColourValue } from './colour-value.tsx';
import type { Hover } from './use-design-checks.ts';

/** The colour under the pointer as it moves, and the one a click kept (announced, and ready for a comment). */
export function EyedropperResult({ hover, kept }: { hover: Hover | null; kept: Rgb | null }) {
  return (
    <>
      <ColourValue label="Pointer" colour={hover?.colour ?? null} />
      <span aria-live="polite" data-testid="kept-colour">
        <ColourValue label="Kept" colour={kept} />
      </span>
      <AddToCommentButton result={kept && { kind: 'colour', colour: kept }} />
    </>
  );
}
