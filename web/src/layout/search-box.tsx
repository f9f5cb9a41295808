import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { resultsPageHref } from '../features/search/search-hits.ts';
import { listboxId, optionId, SearchPopup, type PopupOption } from '../features/search/search-popup.tsx';
import { useDebouncedValue } from '../features/search/use-debounced-value.ts';
import { useSearch } from '../features/search/use-search.ts';
import { SearchIcon } from '../ui/icons.tsx';
import { FormattedMessage, useIntl } from 'react-intl';
import { currentIntl } from '../i18n/index.ts';

/** Fewer letters match too much to be worth a request. */
const MIN_WORDS_LENGTH = 2;
const TYPING_PAUSE_MS = 200;
/** Hits of each kind in the popup; the results page has the rest. */
const POPUP_LIMIT = 4;

/**
 * Search of the workspace: while typing, a popup of the projects, assets and comments found (arrows,
 * Enter on a hit, Escape, as a combobox's); Enter on the words themselves opens every result
 * (`/search?q=`), so what the popup promised is what Enter shows.
 */
export function SearchBox({ className }: { className?: string }) {
  const [params] = useSearchParams();
  const intl = useIntl();
  const navigate = useNavigate();
  const query = params.get('q') ?? '';
  const [value, setValue] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setValue(query);
  }
  const [isOpen, setIsOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const idPrefix = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const words = value.trim();
  const isLongEnough = words.length >= MIN_WORDS_LENGTH;
  const settledWords = useDebouncedValue(isLongEnough ? words : '', TYPING_PAUSE_MS);
  const search = useSearch(settledWords, POPUP_LIMIT);
  const groups = (search.data ?? []).filter((group) => group.hits.length > 0);
  const hitCount = groups.reduce((count, group) => count + group.hits.length, 0);
  // Until the typing pauses, what is on screen answers older words.
  const isCurrent = search.isSuccess && !search.isPlaceholderData && settledWords === words;
  const isEmpty = isCurrent && hitCount === 0;
  const seeAll = isEmpty ? null : { key: 'all', href: resultsPageHref(words) };
  const options: PopupOption[] = [...groups.flatMap((group) => group.hits), ...(seeAll ? [seeAll] : [])];
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const isShown = isOpen && isLongEnough;

  useEffect(() => {
    if (isShown && activeKey) document.getElementById(optionId(idPrefix, activeKey))?.scrollIntoView({ block: 'nearest' });
  }, [isShown, activeKey, idPrefix]);

  function close() {
    setIsOpen(false);
    setActiveKey(null);
  }

  function handleChoose(option: PopupOption) {
    close();
    // Focus moves on to the page, so coming back to the box (a click, Tab) shows its results again.
    inputRef.current?.blur();
    void navigate(option.href);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    close();
    void navigate(words ? resultsPageHref(words) : '/');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that pick a character in an input method (Japanese, Chinese) are not meant for the list.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!isLongEnough || options.length === 0) return;
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = activeIndex === -1 ? (step === 1 ? -1 : 0) : activeIndex;
      setActiveKey(options[(from + step + options.length) % options.length]!.key);
    } else if (event.key === 'Enter' && isShown && activeIndex !== -1) {
      event.preventDefault();
      handleChoose(options[activeIndex]!);
    } else if (event.key === 'Escape' && isShown) {
      // Only closes the popup: the browser's own Escape on a search field would also wipe the words.
      event.preventDefault();
      close();
    }
  }

  function handleBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  }

  return (
    <form role="search" onSubmit={handleSubmit} onBlur={handleBlur} className={clsx('relative', className)}>
      <label htmlFor="workspace-search" className="sr-only">
        <FormattedMessage id="shell.search.label" />
      </label>
      <span className="pointer-events-none absolute top-1/2 start-3 -translate-y-1/2 text-muted">
        <SearchIcon />
      </span>
      <input
        ref={inputRef}
        id="workspace-search"
        // A searchbox that owns a list of results (aria-controls, aria-activedescendant), rather than a
        // combobox: the box keeps the role it has always had, which people and tests already find it by.
        type="search"
        aria-controls={isShown && options.length > 0 ? listboxId(idPrefix) : undefined}
        aria-autocomplete="list"
        aria-activedescendant={isShown && activeIndex !== -1 ? optionId(idPrefix, options[activeIndex]!.key) : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setIsOpen(true);
          setActiveKey(null);
        }}
        onFocus={() => setIsOpen(true)}
        onKeyDown={handleKeyDown}
        placeholder={intl.formatMessage({ id: 'shell.search.placeholder' })}
        className="h-9 w-full rounded-md border border-line bg-page pe-3 ps-9 text-sm text-fg placeholder:text-muted"
      />
      {isShown && (
        <SearchPopup
          idPrefix={idPrefix}
          words={words}
          groups={groups}
          seeAll={seeAll}
          activeKey={activeKey}
          status={statusOf(search.isError ? search.error.message : null, isCurrent, hitCount, words)}
          onChoose={handleChoose}
        />
      )}
    </form>
  );
}

function statusOf(error: string | null, isCurrent: boolean, hitCount: number, words: string): { text: string; isVisible: boolean } {
  const intl = currentIntl();
  if (error) return { text: intl.formatMessage({ id: 'shell.search.failed' }, { error }), isVisible: true };
  if (hitCount > 0) return { text: intl.formatMessage({ id: 'shell.search.results' }, { count: hitCount }), isVisible: false };
  return { text: isCurrent ? intl.formatMessage({ id: 'shell.search.nothing' }, { words }) : intl.formatMessage({ id: 'shell.search.searching' }), isVisible: true };
}
