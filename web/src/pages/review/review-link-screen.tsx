import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { STATUS_LABELS } from '@review/contract/statuses';
import type { PublicReview } from '@review/contract/sharing';
import { marksOf } from '../../annotate/marks.ts';
import { ToolPicker } from '../../annotate/tool-picker.tsx';
import { PageNavigator } from '../../features/documents/page-navigator.tsx';
import { PagePlaceholder } from '../../features/documents/page-placeholder.tsx';
import { PagePosition } from '../../features/documents/page-position.tsx';
import { isMultiPage, pageOf } from '../../features/documents/pages.ts';
import { RenderProgress } from '../../features/documents/render-progress.tsx';
import { useCurrentPage } from '../../features/documents/use-current-page.ts';
import { usePageKeys } from '../../features/documents/use-page-keys.ts';
import { originalFileUrl, useGuestComment } from '../../features/sharing/use-public-review.ts';
import { Badge } from '../../ui/badge.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { DownloadIcon, LogoMark } from '../../ui/icons.tsx';
import { DesignPicker } from './design-picker.tsx';
import { GuestCommentForm } from './guest-comment-form.tsx';
import { GuestDesign } from './guest-design.tsx';
import { GuestThread } from './guest-thread.tsx';
import { useGuestDrawing } from './use-guest-drawing.ts';
import { useGuestIdentity } from './use-guest-identity.ts';

/** The shared design with its markers (a document page by page), the discussion of the variation shown, and the guest's comment form. */
export function ReviewLinkScreen({ token, review }: { token: string; review: PublicReview }) {
  const [versionId, setVersionId] = useState(review.versions[0]?.id);
  const version = review.versions.find((item) => item.id === versionId) ?? review.versions[0];
  const [variationId, setVariationId] = useState(version?.variations[0]?.id);
  const variation = version?.variations.find((item) => item.id === variationId) ?? version?.variations[0];
  const { page, pageCount, goTo } = useCurrentPage(variation);
  const isDocument = variation !== undefined && isMultiPage(variation);
  const rendered = variation && pageOf(variation, page);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { identity, setIdentity, remember } = useGuestIdentity();
  const [replyFailure, setReplyFailure] = useState<{ threadId: number; message: string } | null>(null);
  const post = useGuestComment(token);
  const fileQuery = `?review=${encodeURIComponent(token)}`;
  usePageKeys((delta) => goTo(page + delta), isDocument);
  const pen = useGuestDrawing({
    token,
    isAllowed: review.allow_annotations && rendered !== undefined,
    variationId: variation?.id,
    page: rendered,
    identity,
    onIdentityChange: setIdentity,
    onSent: (commentId) => {
      remember();
      setSelectedId(commentId);
    },
  });

  const marks = useMemo(() => (variation ? marksOf(review.comments, variation.id) : []), [review.comments, variation]);
  const pageMarks = marks.filter((mark) => !mark.isResolved && mark.page === page);
  const markerOf = new Map(marks.map((mark) => [mark.commentId, mark.number]));
  const threads = review.comments.filter((comment) => comment.variation.id === variation?.id && !comment.is_resolved);

  const send = (body: { content: string; parent_id?: number }) =>
    post.mutateAsync({ ...identity, variation_id: variation!.id, page, ...body }).then((reply) => {
      remember();
      toast.success(reply.message);
    });

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
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <DesignPicker
              versions={review.versions}
              version={version}
              variation={variation}
              onVersionChange={(id) => {
                setVersionId(id);
                setVariationId(undefined);
              }}
              onVariationChange={setVariationId}
            />
            {pen.drawing && (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <ToolPicker tool={pen.tool} onToolChange={pen.setTool} color={pen.color} onColorChange={pen.setColor} hasHand={false} />
                <p className="text-sm text-muted">{pen.tool ? 'Drag on the design, then write your comment.' : 'Pick a tool to draw on the design.'}</p>
              </div>
            )}
            {isDocument && <PagePosition page={page} pageCount={pageCount} />}
            {review.allow_download && variation && (
              <a href={originalFileUrl(token, variation.id)} download className={buttonClass('secondary', 'sm', 'ml-auto')}>
                <DownloadIcon />
                Download original
              </a>
            )}
          </div>
          {!variation && <p className="text-sm text-muted">This asset has no design yet.</p>}
          {variation && rendered && (
            <GuestDesign
              key={`${variation.id}-${page}`}
              page={rendered}
              alt={`${review.asset.title}, variation ${variation.label}${isDocument ? `, page ${page}` : ''}`}
              marks={pageMarks}
              selectedId={selectedId}
              onSelect={setSelectedId}
              fileQuery={fileQuery}
              isFittedToWindow={isDocument}
              drawing={pen.drawing}
            />
          )}
          {variation && !rendered && <PagePlaceholder number={page} state={variation.render_state} className="min-h-80 rounded-lg border border-line bg-subtle" />}
          {variation && isDocument && (
            <PageNavigator
              file={variation}
              page={page}
              onPageChange={goTo}
              fileQuery={fileQuery}
              status={<RenderProgress state={variation.render_state} rendered={variation.pages.length} pageCount={pageCount} />}
            />
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
                page={isDocument ? comment.page : undefined}
                onReply={(reply) => handleReply(comment.id, reply)}
                replyError={replyFailure?.threadId === comment.id ? replyFailure.message : undefined}
              />
            ))}
          </div>
          <GuestCommentForm
            identity={identity}
            onIdentityChange={setIdentity}
            onPost={(content) => send({ content })}
            isPosting={post.isPending}
            canPost={variation !== undefined}
            error={post.error && !replyFailure ? post.error.message : undefined}
          />
        </aside>
      </main>
    </div>
  );
}
