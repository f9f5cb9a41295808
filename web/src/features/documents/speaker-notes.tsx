import type { Page } from '@review/contract/assets';
import { FormattedMessage } from 'react-intl';

/**
 * A presentation's speaker notes for the slide on screen, under it, for members and guests alike. Shown
 * for every slide of a deck that has notes (saying so when this slide has none), so stepping through
 * the slides never makes the panel come and go under the design.
 */
export function SpeakerNotes({ pages, page }: { pages: readonly Pick<Page, 'number' | 'notes'>[]; page: number }) {
  if (!pages.some((item) => item.notes)) return null;
  const notes = pages.find((item) => item.number === page)?.notes;
  return (
    <section aria-labelledby="speaker-notes-heading" className="max-h-40 shrink-0 overflow-y-auto rounded-lg border border-line bg-surface px-3 py-2">
      <h2 id="speaker-notes-heading" className="text-xs font-semibold text-muted">
        <FormattedMessage id="media.pages.notes" />
      </h2>
      {notes ? <p className="mt-1 text-sm whitespace-pre-line text-fg">{notes}</p> : <p className="mt-1 text-sm text-muted">
          <FormattedMessage id="media.pages.noNotes" values={{ page }} />
        </p>}
    </section>
  );
}
