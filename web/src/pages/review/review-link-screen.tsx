import { useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { STATUS_LABELS } from '@review/contract/statuses';
import type { PublicReview } from '@review/contract/sharing';
import { marksOf } from '../../annotate/marks.ts';
import { MarkPath } from '../../annotate/mark-path.tsx';
import { MarkerPin } from '../../annotate/marker-pin.tsx';
import { useGuestComment } from '../../features/sharing/use-public-review.ts';
import { fileUrl } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { LogoMark } from '../../ui/icons.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { GuestThread } from './guest-thread.tsx';
import { useGuestIdentity } from './use-guest-identity.ts';

/** The shared design with its markers, the discussion of the variation shown, and the guest's comment form. */
export function ReviewLinkScreen({ token, review }: { token: string; review: PublicReview }) {
  const [versionId, setVersionId] = useState(review.versions[0]?.id);
  const version = review.versions.find((item) => item.id === versionId) ?? review.versions[0];
  const [variationId, setVariationId] = useState(version?.variations[0]?.id);
  const variation = version?.variations.find((item) => item.id === variationId) ?? version?.variations[0];
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { identity, setIdentity, remember } = useGuestIdentity();
  const [content, setContent] = useState('');
  const [replyFailure, setReplyFailure] = useState<{ threadId: number; message: string } | null>(null);
  const post = useGuestComment(token);
  const fileQuery = `?review=${encodeURIComponent(token)}`;

  const marks = useMemo(() => (variation ? marksOf(review.comments, variation.id) : []), [review.comments, variation]);
  const openMarks = marks.filter((mark) => !mark.isResolved);
  const markerOf = new Map(marks.map((mark) => [mark.commentId, mark.number]));
  // Strokes keep 2 screen pixels and arrow heads their size whatever width the image is shown at.
  const [shownWidth, setShownWidth] = useState(0);
  const threads = review.comments.filter((comment) => comment.variation.id === variation?.id && !comment.is_resolved);

  const send = (body: { content: string; parent_id?: number }) =>
    post.mutateAsync({ ...identity, variation_id: variation!.id, ...body }).then((reply) => {
      remember();
      toast.success(reply.message);
    });

  function handleComment(event: FormEvent) {
    event.preventDefault();
    void send({ content }).then(() => setContent(''), () => undefined);
  }

  function handleReply(threadId: number, reply: string) {
    setReplyFailure(null);
    return send({ content: reply, parent_id: threadId }).catch((error: unknown) => {
      setReplyFailure({ threadId, message: error instanceof Error ? error.message : String(error) });
      throw error;
    });
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex flex-wrap items-center gap-3 border-b border-line bg-surface px-4 py-3">
        <LogoMark />
        <div className="flex min-w-0 flex-col">
          <span className="truncate text-xs text-muted">{review.project_name}</span>
          <h1 className="truncate text-lg font-semibold">{review.asset.title}</h1>
        </div>
        <Badge>{STATUS_LABELS[review.asset.status]}</Badge>
        <span className="ml-auto text-xs text-muted">Shared for review</span>
      </header>

      <main className="flex flex-1 flex-col lg:flex-row">
        <section aria-label="Design" className="flex min-w-0 flex-1 flex-col gap-3 p-4">
          <div className="flex flex-wrap items-center gap-2">
            {review.versions.length > 1 && (
              <label className="flex items-center gap-2 text-sm">
                <span className="font-medium">Version</span>
                <select
                  value={version?.id}
                  onChange={(event) => {
                    setVersionId(Number(event.target.value));
                    setVariationId(undefined);
                  }}
                  className="rounded-md border border-line bg-surface px-2 py-1 text-sm"
                >
                  {review.versions.map((item) => (
                    <option key={item.id} value={item.id}>
                      Version {item.version}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {version && version.variations.length > 1 && (
              <div role="group" aria-label="Variations" className="flex flex-wrap gap-1">
                {version.variations.map((item) => (
                  <Button key={item.id} size="sm" variant={item.id === variation?.id ? 'primary' : 'secondary'} aria-pressed={item.id === variation?.id} onClick={() => setVariationId(item.id)}>
                    {item.label}
                  </Button>
                ))}
              </div>
            )}
          </div>
          {variation ? (
            <div className="overflow-auto rounded-lg border border-line bg-subtle p-2">
              <div className="relative mx-auto w-fit">
                <img
                  src={fileUrl(variation.preview) + fileQuery}
                  alt={`${review.asset.title}, variation ${variation.label}`}
                  width={variation.width}
                  height={variation.height}
                  className="block h-auto max-w-full"
                  onLoad={(event) => setShownWidth(event.currentTarget.clientWidth)}
                />
                <svg
                  aria-hidden="true"
                  viewBox={`0 0 ${variation.width} ${variation.height}`}
                  preserveAspectRatio="none"
                  className="pointer-events-none absolute inset-0 size-full"
                >
                  {openMarks.map((mark) => (
                    <MarkPath key={mark.commentId} shape={mark.shape} color={mark.color} points={mark.path} pixel={variation.width / (shownWidth || variation.width)} isSelected={mark.commentId === selectedId} />
                  ))}
                </svg>
                {openMarks.map((mark) => (
                  <MarkerPin
                    key={mark.commentId}
                    at={mark.start}
                    size={variation}
                    number={mark.number}
                    label={`Comment ${mark.number}`}
                    isSelected={mark.commentId === selectedId}
                    onSelect={() => setSelectedId(mark.commentId)}
                    commentId={mark.commentId}
                  />
                ))}
              </div>
            </div>
          ) : (
            <p className="text-sm text-muted">This asset has no design yet.</p>
          )}
        </section>

        <aside aria-label="Comments" className="flex w-full flex-col gap-4 border-t border-line bg-surface p-4 lg:w-96 lg:border-t-0 lg:border-l">
          <h2 className="text-base font-semibold">Comments ({threads.length})</h2>
          {threads.length === 0 && <p className="text-sm text-muted">No comments on this design yet.</p>}
          <div className="flex flex-col gap-3">
            {threads.map((comment) => (
              <GuestThread
                key={comment.id}
                comment={comment}
                fileQuery={fileQuery}
                marker={markerOf.get(comment.id)}
                onReply={(reply) => handleReply(comment.id, reply)}
                replyError={replyFailure?.threadId === comment.id ? replyFailure.message : undefined}
              />
            ))}
          </div>

          <form onSubmit={handleComment} className="flex flex-col gap-3 border-t border-line pt-4" aria-label="Add a comment">
            <p className="text-sm text-muted">Comment as a guest. Your name is shown with your comments; your address goes only to the project's team.</p>
            <TextField label="Your name" autoComplete="name" value={identity.name} onChange={(event) => setIdentity({ ...identity, name: event.target.value })} />
            <TextField label="Your email" type="email" autoComplete="email" value={identity.email} onChange={(event) => setIdentity({ ...identity, email: event.target.value })} />
            <TextAreaField label="Comment" value={content} onChange={(event) => setContent(event.target.value)} />
            <ErrorText>{post.error && !replyFailure ? post.error.message : undefined}</ErrorText>
            <Button type="submit" disabled={!variation || !content.trim() || post.isPending}>
              {post.isPending ? 'Posting...' : 'Post comment'}
            </Button>
          </form>
        </aside>
      </main>
    </div>
  );
}
