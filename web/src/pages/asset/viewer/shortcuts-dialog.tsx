import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui/dialog.tsx';
import { SHORTCUTS, shortcutText } from './shortcuts.ts';

/** The '?' dialog: every key of the review screen, in two columns where there is room (a video's keys made the list long). */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog title={intl.formatMessage({ id: 'asset.shortcuts.title' })} onClose={onClose} className="max-w-md sm:max-w-3xl">
      <dl className="gap-x-8 text-sm sm:columns-2">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.display} className="flex break-inside-avoid items-center gap-3 py-1">
            <dt className="w-28 shrink-0">
              <kbd className="inline-flex h-6 min-w-6 items-center justify-center rounded border border-line bg-subtle px-1.5 font-mono text-xs whitespace-nowrap">{shortcut.display}</kbd>
            </dt>
            <dd className="text-fg">{shortcutText(intl, shortcut)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
