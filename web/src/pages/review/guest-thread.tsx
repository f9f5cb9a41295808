import { useState, type FormEvent } from 'react';
import type { Comment } from '@review/contract/comments';
import { authorName, avatarName } from '../../features/comments/author-name.ts';
import { formatDateTime } from '../../features/comments/format-time.ts';
import { submitOnSendKey } from '../../features/comments/send-key.ts';
import { fileUrl } from '../../lib/format.ts';
import type { VideoTransport } from '../../features/video/video-transport.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { ChangeBadge } from '../asset/sidebar/change-badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { GuestFrameLink, spanOfComment } from './guest-frame-link.tsx';
import { OwnCommentActions } from './own-comment-actions.tsx';
import { OwnCommentEditor } from './own-comment-editor.tsx';

export interface GuestThreadProps {
  token: string;
  comment: Comment;
  /** Comments this browser wrote through the link: only those may be edited or deleted. */
  ownIds: ReadonlySet<number>;
  /** `?review={token}`, which lets the link's holder load the thread's attachments. */
  fileQuery: string;
  marker: number | undefined;
  /** The document page it is about; undefined for an image. */
  page: number | undefined;
  /** The earlier version an open thread is carried forward from; undefined for the variation's own. */
  carriedFrom?: number | undefined;
  /** The video's playhead, when the design is a video: the thread's timecode goes to its frame. */
  transport: VideoTransport | null;
  /** Selects the thread, on its frame for a video. */
  onSelect: () => void;
  /** Posts a reply under the guest's name; resolves once it went through. */
  onReply: (content: string) => Promise<unknown>;
  replyError: string | undefined;
}

interface CommentBodyProps {
  token: string;
  comment: Comment;
  isOwn: boolean;
  marker?: number | undefined;
  page?: number | undefined;
  carriedFrom?: number | undefined;
  /** The video's playhead and selecting the thread, for a thread on a video's frames. */
  frames?: { transport: VideoTransport; onGo: () => void } | undefined;
  fileQuery: string;
}

/** A comment's text and image attachments (loaded through the review link: `?review={token}`), and Edit and Delete when it is the guest's own. */
function CommentBody({ token, comment, isOwn, marker, page, carriedFrom, frames, fileQuery }: CommentBodyProps) {
  const name = authorName(comment);
  const span = spanOfComment(comment);
  const [isEditing, setIsEditing] = useState(false);
  return (
    <div className="flex items-start gap-2">
      <Avatar name={avatarName(comment)} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {/* Wraps rather than cutting a name short: "(guest)" is what tells a guest's comment apart. */}
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="min-w-0 text-sm font-medium break-words">{name}</span>
          <time dateTime={comment.created_at} className="text-xs text-muted tabular">
            {formatDateTime(comment.created_at)}
          </time>
          <span className="ml-auto flex shrink-0 items-center gap-1">
            {carriedFrom !== undefined && <span className="rounded border border-line px-1.5 text-xs whitespace-nowrap text-muted tabular">From version {carriedFrom}</span>}
            {carriedFrom !== undefined && comment.change_state && <ChangeBadge state={comment.change_state} />}
            {page !== undefined && <span className="rounded border border-line px-1.5 text-xs whitespace-nowrap text-muted tabular">Page {page}</span>}
            {marker !== undefined && (
              <span className="rounded-full bg-accent px-1.5 text-xs font-semibold text-white tabular" aria-label={`Marker ${marker}`}>
                {marker}
              </span>
            )}
          </span>
        </div>
        {isEditing ? (
          <OwnCommentEditor token={token} comment={comment} onClose={() => setIsEditing(false)} />
        ) : (
          <p className="text-sm break-words whitespace-pre-wrap">{comment.content}</p>
        )}
        {frames && span && <GuestFrameLink transport={frames.transport} span={span} onGo={frames.onGo} />}
        {comment.attachment.length > 0 && (
          <ul aria-label="Attachments" className="mt-1 flex flex-wrap gap-2">
            {comment.attachment.map((path, index) => (
              <li key={path}>
                <a href={fileUrl(path) + fileQuery} target="_blank" rel="noreferrer">
                  <img src={fileUrl(path) + fileQuery} alt={`Attachment ${index + 1}`} className="size-16 rounded-md border border-line object-cover" />
                </a>
              </li>
            ))}
          </ul>
        )}
        {isOwn && !isEditing && <OwnCommentActions token={token} comment={comment} onEdit={() => setIsEditing(true)} />}
      </div>
    </div>
  );
}

/** A thread as a guest sees it: the comment, its replies, and a reply box. */
export function GuestThread({ token, comment, ownIds, fileQuery, marker, page, carriedFrom, transport, onSelect, onReply, replyError }: GuestThreadProps) {
  const [isReplying, setIsReplying] = useState(false);
  const [reply, setReply] = useState('');
  const [isSending, setIsSending] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSending(true);
    try {
      await onReply(reply);
      setReply('');
      setIsReplying(false);
    } catch {
      // The reply keeps its text; the reason shows under it.
    } finally {
      setIsSending(false);
    }
  }

  return (
    <article aria-label={`Comment by ${authorName(comment)}`} className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3">
      <CommentBody
        token={token}
        comment={comment}
        isOwn={ownIds.has(comment.id)}
        marker={marker}
        page={page}
        carriedFrom={carriedFrom}
        frames={transport ? { transport, onGo: onSelect } : undefined}
        fileQuery={fileQuery}
      />
      {comment.replies.length > 0 && (
        <ul aria-label="Replies" className="ml-8 flex flex-col gap-2 border-l border-line pl-3">
          {comment.replies.map((item) => (
            <li key={item.id}>
              <CommentBody token={token} comment={item} isOwn={ownIds.has(item.id)} fileQuery={fileQuery} />
            </li>
          ))}
        </ul>
      )}
      {isReplying ? (
        <form onSubmit={(event) => void handleSubmit(event)} className="ml-8 flex flex-col gap-2">
          <label className="sr-only" htmlFor={`reply-${comment.id}`}>
            Reply
          </label>
          <textarea
            id={`reply-${comment.id}`}
            rows={2}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
            onKeyDown={submitOnSendKey}
            className="block w-full resize-y rounded-md border border-line bg-surface px-3 py-2 text-sm"
            autoFocus
          />
          <ErrorText>{replyError}</ErrorText>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => setIsReplying(false)}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={!reply.trim() || isSending}>
              {isSending ? 'Sending...' : 'Send'}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setIsReplying(true)}>
          Reply
        </Button>
      )}
    </article>
  );
}
