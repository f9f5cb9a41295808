import type { Highlight, SearchResults } from '@review/contract/search';
import { currentIntl } from '../../i18n/index.ts';

export type HitKind = 'project' | 'asset' | 'comment';

/** One found project, asset or comment as the top bar and the results page show it. */
export interface SearchHit {
  /** Unique among all hits of one search. */
  key: string;
  kind: HitKind;
  /** Where choosing it leads. */
  href: string;
  /** The project's or asset's name; for a comment, its asset's title. */
  title: string;
  /** What is under the title: the project of an asset or of a comment's asset. */
  context: string | null;
  excerpt: string;
  highlights: Highlight[];
  /** Relative path of an asset's thumbnail. */
  thumbnail: string | null;
}

export interface HitGroup {
  kind: HitKind;
  title: string;
  hits: SearchHit[];
}

/** The reply's three kinds as titled groups (in the shown language), in the order the screens show them, each best first. */
export function groupHits(results: SearchResults): HitGroup[] {
  const intl = currentIntl();
  return [
    {
      kind: 'project',
      title: intl.formatMessage({ id: 'review.search.projects' }),
      hits: results.projects.map((project) => ({
        key: `project-${project.id}`,
        kind: 'project',
        href: `/project/${project.id}`,
        title: project.project_name,
        context: null,
        excerpt: project.excerpt,
        highlights: project.highlights,
        thumbnail: null,
      })),
    },
    {
      kind: 'asset',
      title: intl.formatMessage({ id: 'review.search.assets' }),
      hits: results.assets.map((asset) => ({
        key: `asset-${asset.id}`,
        kind: 'asset',
        href: `/asset/${asset.id}`,
        title: asset.title,
        context: asset.project_name,
        excerpt: asset.excerpt,
        highlights: asset.highlights,
        thumbnail: asset.thumbnail,
      })),
    },
    {
      kind: 'comment',
      title: intl.formatMessage({ id: 'review.search.comments' }),
      hits: results.comments.map((comment) => ({
        key: `comment-${comment.comment_id}`,
        kind: 'comment',
        // The review screen opens the comment's version and selects its thread, as notifications do.
        href: `/asset/${comment.asset_id}?comment=${comment.comment_id}`,
        title: comment.asset_title,
        context: comment.project_name,
        excerpt: comment.excerpt,
        highlights: comment.highlights,
        thumbnail: null,
      })),
    },
  ];
}

/** Where the whole list of hits for the words lives. */
export function resultsPageHref(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}
