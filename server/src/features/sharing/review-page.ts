import type { Locale } from '@review/contract/locales';
import { REVIEW_LINK_INACTIVE, type PublicReview, type PublicReviewPage, type ReviewPageRefusal } from '@review/contract/sharing';
import { AppError } from '../../errors.ts';
import type { OpenedLink } from './guest-service.ts';

/** The refusal a guest is expected to meet behind an error of the link's view, or null for any other error. */
function refusalOf(error: unknown): ReviewPageRefusal | null {
  if (!(error instanceof AppError)) return null;
  if (error.statusCode === 401 && error.code === 'password_required') return 'password_required';
  if (error.statusCode === 404) return error.message === REVIEW_LINK_INACTIVE ? 'closed' : 'asset_unavailable';
  return null;
}

/**
 * What the review page shows: the link's view when it opens, else the refusal with its sentence and
 * the link's language (`localeOf`), so a password page or a closed link's notice reads as the review
 * would. `opened` is null for a refusal, so only a real view is counted.
 */
export async function openReviewPage(
  view: () => Promise<{ review: PublicReview; opened: OpenedLink }>,
  localeOf: () => Promise<Locale | null>,
): Promise<{ page: PublicReviewPage; opened: OpenedLink | null }> {
  try {
    const { review, opened } = await view();
    return { page: { state: 'open', review }, opened };
  } catch (error) {
    const state = refusalOf(error);
    if (!state || !(error instanceof Error)) throw error;
    return { page: { state, message: error.message, locale: await localeOf() }, opened: null };
  }
}
