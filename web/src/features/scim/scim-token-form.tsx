import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { CreatedScimTokenReply } from '@review/contract/scim';
import { ApiError } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { useCreateScimToken } from './use-scim-tokens.ts';

/** The name of a new SCIM token; hands the created token (shown once) up. */
export function ScimTokenForm({ onCreated }: { onCreated: (token: CreatedScimTokenReply['data']) => void }) {
  const [name, setName] = useState('');
  const [missingName, setMissingName] = useState(false);
  const create = useCreateScimToken();
  const nameError = create.error instanceof ApiError ? create.error.errors.name : undefined;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setMissingName(true);
    setMissingName(false);
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          setName('');
          onCreated(reply.data);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="New SCIM token" className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        className="sm:max-w-sm sm:flex-1"
        label="Token name"
        placeholder="e.g. Okta"
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
        hint="Name the identity provider that will use it."
        error={missingName ? 'Please name the token.' : nameError}
      />
      <div className="sm:pt-6">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create token'}
        </Button>
      </div>
      <ErrorText>{create.error && !nameError ? create.error.message : undefined}</ErrorText>
    </form>
  );
}
