const TOGGLE = 'inline-flex h-8 items-center gap-1.5 rounded-md border border-line bg-surface px-2.5 text-sm text-muted transition-colors hover:text-fg aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-accent-text';

export interface ViewerTogglesProps {
  showResolved: boolean;
  /** How many resolved annotations are hidden now. */
  hiddenResolved: number;
  onShowResolvedChange: (show: boolean) => void;
  /** The previous version's number, when there is one to carry annotations from. */
  previousVersion: number | undefined;
  showCarried: boolean;
  onShowCarriedChange: (show: boolean) => void;
  /** Undefined on a video, where there is nothing to outline; offered only when there is a previous version. */
  showChanges: boolean | undefined;
  onShowChangesChange: (show: boolean) => void;
}

/** What is drawn over the image besides this variation's open annotations. */
export function ViewerToggles({ showResolved, hiddenResolved, onShowResolvedChange, previousVersion, showCarried, onShowCarriedChange, showChanges, onShowChangesChange }: ViewerTogglesProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" aria-pressed={showResolved} onClick={() => onShowResolvedChange(!showResolved)} className={TOGGLE}>
        Show resolved
        {hiddenResolved > 0 && (
          <span className="rounded-full bg-subtle px-1.5 text-xs tabular">
            {hiddenResolved}
            <span className="sr-only"> hidden</span>
          </span>
        )}
      </button>
      {previousVersion !== undefined && (
        <button
          type="button"
          aria-pressed={showCarried}
          onClick={() => onShowCarriedChange(!showCarried)}
          title={`Show the open annotations of version ${previousVersion} on this version, to check they were addressed`}
          className={TOGGLE}
        >
          V{previousVersion} comments
        </button>
      )}
      {showChanges !== undefined && previousVersion !== undefined && (
        <button
          type="button"
          aria-pressed={showChanges}
          aria-keyshortcuts="G"
          onClick={() => onShowChangesChange(!showChanges)}
          title="Outline what changed since the previous version (G)"
          className={TOGGLE}
        >
          What changed
        </button>
      )}
    </div>
  );
}
