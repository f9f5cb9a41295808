import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { SearchHitContent } from '../../features/search/search-hit-content.tsx';
import type { HitGroup } from '../../features/search/search-hits.ts';
import { useSearch } from '../../features/search/use-search.ts';
import { PageBody, PageHeader } from '../../layout/page-header.tsx';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/field.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The most hits of each kind the API answers; a full group says that narrowing the words shows the rest. */
const PAGE_LIMIT = 50;

/** `/search?q=`: every project, asset and comment the words find, by kind, best first. */
export function SearchPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const words = (params.get('q') ?? '').trim();
  useDocumentTitle(words ? intl.formatMessage({ id: 'review.search.titleWords' }, { words }) : intl.formatMessage({ id: 'review.search.title' }));
  const search = useSearch(words, PAGE_LIMIT);
  const groups = search.data?.filter((group) => group.hits.length > 0) ?? [];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(next ? { q: next } : {});
  }

  return (
    <PageBody>
      <PageHeader title={intl.formatMessage({ id: 'review.search.title' })} description={describe(intl, words, groups, search.isSuccess && !search.isPlaceholderData)} />
      {/* Keyed by the words, so a search started from the top bar shows them here too. */}
      <form key={words} role="search" aria-label={intl.formatMessage({ id: 'review.search.form' })} onSubmit={handleSubmit} className="flex gap-2">
        <label htmlFor="search-page-words" className="sr-only">
          <FormattedMessage id="review.search.words" />
        </label>
        <Input id="search-page-words" name="q" type="search" defaultValue={words} maxLength={100} placeholder={intl.formatMessage({ id: 'review.search.placeholder' })} autoComplete="off" />
        <Button type="submit">
          <SearchIcon />
          <FormattedMessage id="review.search.title" />
        </Button>
      </form>
      {!words ? (
        <p className="text-muted">
          <FormattedMessage id="review.search.intro" />
        </p>
      ) : search.isError ? (
        <LoadError message={intl.formatMessage({ id: 'review.search.failed' }, { message: search.error.message })} onRetry={() => void search.refetch()} />
      ) : !search.data ? (
        <ResultsSkeleton />
      ) : groups.length === 0 ? (
        <p className="text-muted">
          <FormattedMessage id="review.search.nothing" values={{ words }} />
        </p>
      ) : (
        <div aria-busy={search.isPlaceholderData} className="flex flex-col gap-6">
          {groups.map((group) => (
            <ResultGroup key={group.kind} group={group} />
          ))}
        </div>
      )}
    </PageBody>
  );
}

function ResultGroup({ group }: { group: HitGroup }) {
  const headingId = `search-group-${group.kind}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-base font-semibold">
        <FormattedMessage id="review.search.groupHeading" values={{ title: group.title, count: group.hits.length, muted: (chunks) => <span className="tabular font-normal text-muted">{chunks}</span> }} />
      </h2>
      <ul className="divide-y divide-line overflow-hidden rounded-lg border border-line bg-surface">
        {group.hits.map((hit) => (
          <li key={hit.key}>
            <Link to={hit.href} className="block px-4 py-3 hover:bg-subtle focus-visible:-outline-offset-2">
              <SearchHitContent hit={hit} />
            </Link>
          </li>
        ))}
      </ul>
      {group.hits.length === PAGE_LIMIT && (
        <p className="text-sm text-muted">
          <FormattedMessage id="review.search.limit" values={{ max: PAGE_LIMIT }} />
        </p>
      )}
    </section>
  );
}

function ResultsSkeleton() {
  const intl = useIntl();
  return (
    <ul aria-label={intl.formatMessage({ id: 'review.search.searching' })} className="divide-y divide-line rounded-lg border border-line bg-surface">
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex items-center gap-3 px-4 py-3">
          <span className="size-10 animate-pulse rounded bg-subtle" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-3 w-40 animate-pulse rounded bg-subtle" />
            <span className="h-3 w-64 max-w-full animate-pulse rounded bg-subtle" />
          </span>
        </li>
      ))}
    </ul>
  );
}

function describe(intl: IntlShape, words: string, groups: HitGroup[], isCurrent: boolean): string {
  const general = intl.formatMessage({ id: 'review.search.description' });
  if (!words || !isCurrent) return general;
  const counts = groups.map((group) => intl.formatMessage({ id: 'review.search.count' }, { kind: group.kind, count: group.hits.length }));
  // Nothing found is said once, where the hits would be.
  return counts.length > 0 ? intl.formatMessage({ id: 'review.search.found' }, { words, counts: counts.join(intl.formatMessage({ id: 'review.search.countSeparator' })) }) : general;
}
