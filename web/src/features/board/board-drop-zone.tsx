import clsx from 'clsx';
import { useState, type DragEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Accepts design files (images and documents) dragged from the desktop anywhere over the board and hands them to `onFiles`.
 * (Cards are moved with dnd-kit's pointer events, which never reach these handlers.)
 */
export function BoardDropZone({ onFiles, children }: { onFiles: (files: File[]) => void; children: ReactNode }) {
  const [isOver, setIsOver] = useState(false);
  return (
    <div
      className="relative"
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setIsOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOver(false);
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setIsOver(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      {children}
      <div
        aria-hidden="true"
        className={clsx(
          'pointer-events-none absolute inset-0 flex items-center justify-center rounded-lg border-2 border-dashed border-accent bg-accent-soft/80 text-base font-medium text-accent-text transition-opacity',
          isOver ? 'opacity-100' : 'opacity-0',
        )}
      >
        <FormattedMessage id="projects.board.dropHere" />
      </div>
    </div>
  );
}
