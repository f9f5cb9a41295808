import { useIntl } from 'react-intl';
import { ChevronDownIcon, TrashIcon } from '../../../ui/icons.tsx';
import { IconButton } from '../../../ui/icon-button.tsx';

export interface StageOrderButtonsProps {
  /** 0-based place in the list; the names count from 1, and StageList finds the buttons by them to move the focus. */
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** Move up, move down and remove, beside a stage's name; disabled where the list has no room for them. */
export function StageOrderButtons({ index, count, onMove, onRemove }: StageOrderButtonsProps) {
  const intl = useIntl();
  const number = index + 1;
  return (
    <>
      <IconButton label={intl.formatMessage({ id: 'review.stageOrder.up' }, { number })} className="rotate-180 disabled:opacity-40" disabled={index === 0} onClick={() => onMove(-1)}>
        <ChevronDownIcon />
      </IconButton>
      <IconButton label={intl.formatMessage({ id: 'review.stageOrder.down' }, { number })} className="disabled:opacity-40" disabled={index === count - 1} onClick={() => onMove(1)}>
        <ChevronDownIcon />
      </IconButton>
      <IconButton label={intl.formatMessage({ id: 'review.stageOrder.remove' }, { number })} className="disabled:opacity-40" disabled={count === 1} onClick={onRemove}>
        <TrashIcon />
      </IconButton>
    </>
  );
}
