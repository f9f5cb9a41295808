import clsx from 'clsx';
import { FormattedMessage, useIntl } from 'react-intl';
import { SearchIcon } from '../../ui/icons.tsx';
import type { HitGroup } from './search-hits.ts';
import { SearchHitContent } from './search-hit-content.tsx';

/** One choice of the popup: a hit or the last row to the results page. */
export interface PopupOption {
  key: string;
  href: string;
}

export interface SearchPopupProps {
  /** Prefix of the listbox's and options' ids, which the input names in aria-controls and aria-activedescendant. */
  idPrefix: string;
  words: string;
  groups: HitGroup[];
  seeAll: PopupOption | null;
  activeKey: string | null;
  /** A line in place of the hits (searching, nothing found, a failure); the hit count otherwise, for screen readers only. */
  status: { text: string; isVisible: boolean };
  onChoose: (option: PopupOption) => void;
}

export const optionId = (idPrefix: string, key: string) => `${idPrefix}-option-${key}`;
export const listboxId = (idPrefix: string) => `${idPrefix}-listbox`;

/**
 * The top bar's results as a grouped listbox (the ARIA combobox pattern): focus stays in the input,
 * which points at the active option, so the options are not links and a click keeps the focus.
 */
export function SearchPopup({ idPrefix, words, groups, seeAll, activeKey, status, onChoose }: SearchPopupProps) {
  const intl = useIntl();
  const optionProps = (option: PopupOption) => ({
    id: optionId(idPrefix, option.key),
    role: 'option',
    'aria-selected': option.key === activeKey,
    onClick: () => onChoose(option),
    className: clsx('cursor-pointer rounded-md px-2 py-2', option.key === activeKey ? 'bg-subtle shadow-[inset_3px_0_0_var(--accent)]' : 'hover:bg-subtle/60'),
  });

  return (
    <div className="absolute top-full start-0 z-50 mt-1 w-full rounded-lg border border-line bg-surface text-fg shadow-lg md:w-[max(100%,26rem)]">
      <p role="status" className={clsx(status.isVisible ? 'px-4 pt-3 pb-1 text-sm text-muted' : 'sr-only')}>
        {status.text}
      </p>
      {(groups.length > 0 || seeAll) && (
        // Pressing on an option must not take the focus from the input, which would close the popup first.
        <div id={listboxId(idPrefix)} role="listbox" aria-label={intl.formatMessage({ id: 'review.search.resultsFor' }, { words })} onMouseDown={(event) => event.preventDefault()} className="max-h-[min(70vh,32rem)] overflow-y-auto p-2">
          {groups.map((group) => (
            <ul key={group.kind} role="group" aria-labelledby={`${idPrefix}-group-${group.kind}`} className="mb-1">
              <li role="presentation" id={`${idPrefix}-group-${group.kind}`} className="px-2 pt-1 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
                {group.title}
              </li>
              {group.hits.map((hit) => (
                <li key={hit.key} {...optionProps(hit)}>
                  <SearchHitContent hit={hit} />
                </li>
              ))}
            </ul>
          ))}
          {seeAll && (
            <div {...optionProps(seeAll)}>
              <span className="flex items-center gap-3 font-medium text-accent-text">
                <span className="flex size-10 shrink-0 items-center justify-center">
                  <SearchIcon />
                </span>
                <span className="min-w-0 truncate">
                  <FormattedMessage id="review.search.seeAll" values={{ words }} />
                </span>
              </span>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
