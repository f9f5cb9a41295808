import { Dialog } from '../../../ui/dialog.tsx';
import { SHORTCUTS } from './shortcuts.ts';

/** The '?' dialog: every key of the review screen. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose}>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.label} className="contents">
            <dt>
              <kbd className="inline-flex h-6 min-w-6 items-center justify-center rounded border border-line bg-subtle px-1.5 font-mono text-xs">{shortcut.display}</kbd>
            </dt>
            <dd className="text-fg">{shortcut.label}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
