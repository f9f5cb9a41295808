import clsx from 'clsx';
import type { RenderState } from '@review/contract/assets';

/** Where a page not rendered yet would be: a calm note, since it fills in by itself (or says rendering stopped). */
export function PagePlaceholder({ number, state, className }: { number: number; state: RenderState; className?: string }) {
  return (
    <div role="status" className={clsx('flex items-center justify-center p-6 text-center', className)}>
      <p className="rounded-md bg-surface/85 px-4 py-3 text-sm text-muted shadow-sm">{state === 'failed' ? `Page ${number} could not be rendered.` : `Rendering page ${number}…`}</p>
    </div>
  );
}
