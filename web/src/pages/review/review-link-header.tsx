import clsx from 'clsx';
import type { ReactNode } from 'react';
import { STATUS_LABELS, type AssetStatus } from '@review/contract/statuses';
import { STATUS_TONES } from '../../features/assets/status-tone.ts';
import { LogoMark } from '../../ui/icons.tsx';

export interface ReviewLinkHeaderProps {
  projectName: string;
  /** The asset on screen; absent on a project link's grid, which the project's name heads. */
  asset?: { title: string; status: AssetStatus };
  /** Under the title: a project link's way between its assets. */
  children?: ReactNode;
}

/** The review link's top bar: whose design it is, which asset and its status. */
export function ReviewLinkHeader({ projectName, asset, children }: ReviewLinkHeaderProps) {
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
        <span className="ms-auto text-xs text-muted">Shared for review</span>
      </div>
      {children}
    </header>
  );
}

/** The board status in the spec's colour. */
export function StatusPill({ status }: { status: AssetStatus }) {
  return <span className={clsx('inline-flex h-6 items-center rounded-full px-2 text-xs font-medium whitespace-nowrap', STATUS_TONES[status].pill)}>{STATUS_LABELS[status]}</span>;
}
