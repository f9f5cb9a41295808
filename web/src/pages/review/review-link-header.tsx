import clsx from 'clsx';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AssetStatus } from '@review/contract/statuses';
import { statusLabel } from '../../features/assets/status-label.ts';
import { STATUS_TONES } from '../../features/assets/status-tone.ts';
import { LogoMark } from '../../ui/icons.tsx';

export interface ReviewLinkHeaderProps {
  projectName: string;
  /** The asset on screen; absent on a project link's grid, which the project's name heads. */
  asset?: { title: string; status: AssetStatus };
  /** The guest's language switcher, at the bar's end. */
  language: ReactNode;
  /** Under the title: a project link's way between its assets. */
  children?: ReactNode;
}

/** The review link's top bar: whose design it is, which asset and its status. */
export function ReviewLinkHeader({ projectName, asset, language, children }: ReviewLinkHeaderProps) {
  return (
    <header className="flex flex-col gap-3 border-b border-line bg-surface px-4 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <LogoMark />
        {asset ? (
          <div className="flex min-w-0 flex-col">
            <span className="truncate text-xs text-muted">{projectName}</span>
            <h1 className="truncate text-lg font-semibold">{asset.title}</h1>
          </div>
        ) : (
          <h1 className="min-w-0 truncate text-lg font-semibold">{projectName}</h1>
        )}
        {asset && <StatusPill status={asset.status} />}
        <div className="ms-auto flex items-center gap-3">
          <span className="text-xs text-muted max-sm:hidden">
            <FormattedMessage id="review.header.shared" />
          </span>
          {language}
        </div>
      </div>
      {children}
    </header>
  );
}

/** The board status in the spec's colour. */
export function StatusPill({ status }: { status: AssetStatus }) {
  const intl = useIntl();
  return <span className={clsx('inline-flex h-6 items-center rounded-full px-2 text-xs font-medium whitespace-nowrap', STATUS_TONES[status].pill)}>{statusLabel(intl, status)}</span>;
}
