import { useParams } from 'react-router';
import { REVIEW_LINK_INACTIVE } from '@review/contract/sharing';
import { AuthCard } from '../../layout/auth-card.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { usePublicReview } from '../../features/sharing/use-public-review.ts';
import { ReviewLinkScreen } from './review-link-screen.tsx';
import { UnlockForm } from './unlock-form.tsx';

/** `/review/:token`: a design shared for review, open to anyone holding the link, signed in or not. */
export function ReviewLinkPage() {
  const { token = '' } = useParams();
  const { data: review, error, isPending, refetch } = usePublicReview(token);

  if (isPending) return <p className="p-8 text-sm text-muted">Loading...</p>;
  if (error instanceof ApiError && error.code === 'password_required') return <UnlockForm token={token} />;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <AuthCard title={REVIEW_LINK_INACTIVE} subtitle="It was revoked or has expired, or the address is not complete. Ask the person who shared it for a new link." footer={null}>
        <p className="text-sm text-muted">Members of the project can still open the design from their dashboard.</p>
      </AuthCard>
    );
  }
  if (error) {
    return (
      <main className="p-8">
        <LoadError message={`Error: ${error.message}`} onRetry={() => void refetch()} />
      </main>
    );
  }
  return <ReviewLinkScreen token={token} review={review} />;
}
