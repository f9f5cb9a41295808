import type { AssetStatus } from '@review/contract/statuses';

/**
 * The spec's status colours (To Do grey, In Progress yellow, Ready to Review blue, Approved green),
 * in both themes. These hues mean a status and are used for nothing else.
 */
export interface StatusTone {
  /** A small solid mark (dot, bar). */
  solid: string;
  /** A faint wash behind a column. */
  wash: string;
  /** A pill: soft background and readable text. */
  pill: string;
}

export const STATUS_TONES: Record<AssetStatus, StatusTone> = {
  Todo: {
    solid: 'bg-zinc-400 dark:bg-zinc-500',
    wash: 'bg-zinc-100 border-zinc-200 dark:bg-zinc-400/10 dark:border-zinc-400/20',
    pill: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-400/20 dark:text-zinc-200',
  },
  InProgress: {
    solid: 'bg-yellow-400',
    wash: 'bg-yellow-50 border-yellow-200 dark:bg-yellow-400/10 dark:border-yellow-400/20',
    pill: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-400/20 dark:text-yellow-200',
  },
  'Ready to Review': {
    solid: 'bg-blue-500',
    wash: 'bg-blue-50 border-blue-200 dark:bg-blue-400/10 dark:border-blue-400/20',
    pill: 'bg-blue-100 text-blue-900 dark:bg-blue-400/20 dark:text-blue-200',
  },
  Approved: {
    solid: 'bg-green-500',
    wash: 'bg-green-50 border-green-200 dark:bg-green-400/10 dark:border-green-400/20',
    pill: 'bg-green-100 text-green-900 dark:bg-green-400/20 dark:text-green-200',
  },
};
