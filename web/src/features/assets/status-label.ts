import type { IntlShape } from 'react-intl';
import type { AssetStatus } from '@review/contract/statuses';
import type { MessageId } from '../../i18n/index.ts';

/** The four statuses as the status menu and the review link say them (contract's STATUS_LABELS in English). */
const STATUS_IDS = {
  Todo: 'review.status.todo',
  InProgress: 'review.status.inProgress',
  'Ready to Review': 'review.status.readyToReview',
  Approved: 'review.status.approved',
} satisfies Record<AssetStatus, MessageId>;

/** A status as people read it in the shown language; the API's wire form stays as it is. */
export function statusLabel(intl: Pick<IntlShape, 'formatMessage'>, status: AssetStatus): string {
  return intl.formatMessage({ id: STATUS_IDS[status] });
}
