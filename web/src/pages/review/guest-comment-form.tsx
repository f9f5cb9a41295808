import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { GuestIdentityLine } from './guest-identity.tsx';
import type { GuestIdentityState } from './use-guest-identity.ts';

export interface GuestCommentFormProps {
  guest: GuestIdentityState;
  /** Posts the comment; resolves once it went through (the text is then cleared). */
  onPost: (content: string) => Promise<unknown>;
  isPosting: boolean;
  canPost: boolean;
  error: string | undefined;
}

/** A guest's new comment, under the name and address they give. */
export function GuestCommentForm({ guest, onPost, isPosting, canPost, error }: GuestCommentFormProps) {
  const [content, setContent] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void onPost(content).then(() => setContent(''), () => undefined);
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-3 border-t border-line pt-4" aria-label="Add a comment">
      {guest.isAsking && <p className="text-sm text-muted">Comment as a guest. Your name is shown with your comments; your address goes only to the project's team.</p>}
      <GuestIdentityLine guest={guest} verb="Commenting as" />
      <TextAreaField label="Comment" value={content} onChange={(event) => setContent(event.target.value)} />
      <ErrorText>{error}</ErrorText>
      <Button type="submit" disabled={!canPost || !content.trim() || isPosting}>
        {isPosting ? 'Posting...' : 'Post comment'}
      </Button>
    </form>
  );
}
