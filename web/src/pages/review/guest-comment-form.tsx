import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { GuestIdentityFields } from './guest-identity-fields.tsx';
import type { GuestIdentity } from './use-guest-identity.ts';

export interface GuestCommentFormProps {
  identity: GuestIdentity;
  onIdentityChange: (identity: GuestIdentity) => void;
  /** Posts the comment; resolves once it went through (the text is then cleared). */
  onPost: (content: string) => Promise<unknown>;
  isPosting: boolean;
  canPost: boolean;
  error: string | undefined;
}

/** A guest's new comment, under the name and address they give. */
export function GuestCommentForm({ identity, onIdentityChange, onPost, isPosting, canPost, error }: GuestCommentFormProps) {
  const [content, setContent] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void onPost(content).then(() => setContent(''), () => undefined);
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-3 border-t border-line pt-4" aria-label="Add a comment">
      <p className="text-sm text-muted">Comment as a guest. Your name is shown with your comments; your address goes only to the project's team.</p>
      <GuestIdentityFields identity={identity} onIdentityChange={onIdentityChange} />
      <TextAreaField label="Comment" value={content} onChange={(event) => setContent(event.target.value)} />
      <ErrorText>{error}</ErrorText>
      <Button type="submit" disabled={!canPost || !content.trim() || isPosting}>
        {isPosting ? 'Posting...' : 'Post comment'}
      </Button>
    </form>
  );
}
