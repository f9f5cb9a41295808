import { PagesIcon } from '../../ui/icons.tsx';
import type { PageStrip } from './use-page-strip.ts';
import { FormattedMessage, useIntl } from 'react-intl';

/** Shows or folds away the page thumbnails (`controls`: the strip's id). */
export function PageStripToggle({ strip, controls }: { strip: PageStrip; controls: string }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      aria-expanded={strip.isOpen}
      aria-controls={controls}
      title={intl.formatMessage({ id: strip.isOpen ? 'media.pages.hideThumbnails' : 'media.pages.showThumbnails' })}
      onClick={strip.toggle}
      className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md border border-line bg-surface px-2.5 text-sm text-muted transition-colors hover:text-fg aria-expanded:border-accent aria-expanded:bg-accent-soft aria-expanded:text-accent-text"
    >
      <PagesIcon />
      <FormattedMessage id="media.pages" />
    </button>
  );
}
