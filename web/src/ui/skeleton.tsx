import clsx from 'clsx';
import { FormattedMessage } from 'react-intl';

/** One grey block that pulses (still when reduced motion is asked for), the shape of what will come. */
export function SkeletonBlock({ className }: { className?: string }) {
  return <span aria-hidden="true" className={clsx('block animate-pulse rounded-md bg-subtle motion-reduce:animate-none', className)} />;
}

/**
 * What a screen shows while its data loads: its shape in grey, not a line of text; screen readers
 * hear the spec's 'Loading...'. `shape`: the review screen (design and sidebar), a board (columns of
 * cards) or a list.
 */
export function ScreenSkeleton({ shape = 'list', className }: { shape?: 'review' | 'board' | 'list'; className?: string }) {
  return (
    <div role="status" aria-busy="true" className={clsx('w-full', className)}>
      <span className="sr-only">
        <FormattedMessage id="shell.loading" />
      </span>
      {shape === 'review' && (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex flex-col gap-2">
            <SkeletonBlock className="h-8 w-72" />
            <SkeletonBlock className="h-[max(320px,calc(100dvh-17rem))]" />
          </div>
          <div className="hidden flex-col gap-3 lg:flex">
            <SkeletonBlock className="h-9" />
            <SkeletonBlock className="h-24" />
            <SkeletonBlock className="h-24" />
          </div>
        </div>
      )}
      {shape === 'board' && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {[0, 1, 2, 3].map((column) => (
            <div key={column} className="flex flex-col gap-3">
              <SkeletonBlock className="h-5 w-28" />
              <SkeletonBlock className="h-44" />
              <SkeletonBlock className="h-44" />
            </div>
          ))}
        </div>
      )}
      {shape === 'list' && (
        <div className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((row) => (
            <SkeletonBlock key={row} className="h-14" />
          ))}
        </div>
      )}
    </div>
  );
}
