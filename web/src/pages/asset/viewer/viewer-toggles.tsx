import { useIntl } from 'react-intl';

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
  const intl = useIntl();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" aria-pressed={showResolved} onClick={() => onShowResolvedChange(!showResolved)} className={TOGGLE}>
        {intl.formatMessage({ id: 'asset.viewer.showResolved' })}
        {hiddenResolved > 0 && (
          <span className="rounded-full bg-subtle px-1.5 text-xs tabular">
            <span aria-hidden="true">{hiddenResolved}</span>
            <span className="sr-only">{intl.formatMessage({ id: 'asset.viewer.hiddenResolved' }, { count: hiddenResolved })}</span>
          </span>
        )}
      </button>
      {previousVersion !== undefined && (
        <button
          type="button"
          aria-pressed={showCarried}
          onClick={() => onShowCarriedChange(!showCarried)}
          title={intl.formatMessage({ id: 'asset.viewer.carriedTitle' }, { version: previousVersion })}
          className={TOGGLE}
        >
          {intl.formatMessage({ id: 'asset.viewer.carried' }, { version: previousVersion })}
        </button>
      )}
      {showChanges !== undefined && previousVersion !== undefined && (
        <button
          type="button"
          aria-pressed={showChanges}
          aria-keyshortcuts="G"
          onClick={() => onShowChangesChange(!showChanges)}
          title={intl.formatMessage({ id: 'asset.viewer.whatChangedTitle' })}
          className={TOGGLE}
        >
          {intl.formatMessage({ id: 'asset.viewer.whatChanged' })}
        </button>
      )}
    </div>
  );
}
