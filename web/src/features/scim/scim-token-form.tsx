import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { toast } from 'sonner';
import type { CreatedScimTokenReply } from '@review/contract/scim';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { useCreateScimToken } from './use-scim-tokens.ts';

/** The name of a new SCIM token; hands the created token (shown once) up. */
export function ScimTokenForm({ onCreated }: { onCreated: (token: CreatedScimTokenReply['data']) => void }) {
  const intl = useIntl();
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
    <form noValidate onSubmit={handleSubmit} aria-label={intl.formatMessage({ id: 'integrations.scim.form.label' })} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        className="sm:max-w-sm sm:flex-1"
        label={intl.formatMessage({ id: 'integrations.scim.form.name' })}
        placeholder={intl.formatMessage({ id: 'integrations.scim.form.namePlaceholder' }, { example: 'Okta' })}
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
        hint={intl.formatMessage({ id: 'integrations.scim.form.nameHint' })}
        error={missingName ? intl.formatMessage({ id: 'integrations.scim.form.nameMissing' }) : nameError}
      />
      <div className="sm:pt-6">
        <Button type="submit" disabled={create.isPending}>
          {intl.formatMessage({ id: create.isPending ? 'integrations.scim.form.creating' : 'integrations.scim.form.create' })}
        </Button>
      </div>
      <ErrorText>{create.error && !nameError ? describeError(create.error) : undefined}</ErrorText>
    </form>
  );
}
