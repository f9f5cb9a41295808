import clsx from 'clsx';
import type { RenderState } from '@review/contract/assets';
import { FormattedMessage } from 'react-intl';

/** Where a page not rendered yet would be: a calm note, since it fills in by itself (or says rendering stopped). */
export function PagePlaceholder({ number, state, className }: { number: number; state: RenderState; className?: string }) {
  return (
    <div role="status" className={clsx('flex items-center justify-center p-6 text-center', className)}>
      <p className="rounded-md bg-surface/85 px-4 py-3 text-sm text-muted shadow-sm"><FormattedMessage id={state === 'failed' ? 'media.pages.failed' : 'media.pages.rendering'} values={{ number }} /></p>
    </div>
  );
}
