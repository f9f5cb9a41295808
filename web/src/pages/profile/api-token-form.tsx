import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { toast } from 'sonner';
import { TokenScopeSchema, type CreatedTokenReply, type TokenScope } from '@review/contract/tokens';
import { expiryFromDateInput, scopeLabel, todayForDateInput } from '../../features/tokens/token-labels.ts';
import { useCreateToken } from '../../features/tokens/use-tokens.ts';
import { ApiError } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { RadioSegments } from '../../ui/radio-segments.tsx';

/** Name, scope and an optional expiry date of a new token; hands the created token (shown once) up. */
export function ApiTokenForm({ onCreated }: { onCreated: (token: CreatedTokenReply['data']) => void }) {
  const intl = useIntl();
  const scopeLabelId = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [expiry, setExpiry] = useState('');
  const [missingName, setMissingName] = useState(false);
  const create = useCreateToken();
  const fieldErrors = create.error instanceof ApiError ? create.error.errors : {};

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setMissingName(true);
    setMissingName(false);
    create.mutate(
      { name: name.trim(), scope, expires_at: expiryFromDateInput(expiry) },
      {
        onSuccess: (reply) => {
          toast.success(intl.formatMessage({ id: 'account.tokens.createdToast' }));
          setName('');
          setExpiry('');
          onCreated(reply.data);
        },
      },
    );
  }

  const formError = create.error && !fieldErrors.name && !fieldErrors.expires_at ? create.error.message : undefined;

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={intl.formatMessage({ id: 'account.tokens.formLabel' })} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage({ id: 'account.tokens.name' })}
          placeholder={intl.formatMessage({ id: 'account.tokens.namePlaceholder' })}
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={missingName ? intl.formatMessage({ id: 'account.tokens.nameMissing' }) : fieldErrors.name}
        />
        <TextField
          label={intl.formatMessage({ id: 'account.tokens.expires' })}
          type="date"
          min={todayForDateInput(new Date())}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          hint={intl.formatMessage({ id: 'account.tokens.expiresHint' })}
          error={fieldErrors.expires_at}
        />
      </div>
      <div className="flex flex-col gap-1">
        <span id={scopeLabelId} className="text-sm font-medium">
          {intl.formatMessage({ id: 'account.tokens.access' })}
        </span>
        <div>
          <RadioSegments labelledBy={scopeLabelId} name="token-scope" options={TokenScopeSchema.options.map((value) => ({ value, label: scopeLabel(value) }))} value={scope} onChange={setScope} />
        </div>
        <p className="text-xs text-muted">{intl.formatMessage({ id: scope === 'read' ? 'account.tokens.readDescription' : 'account.tokens.writeDescription' })}</p>
      </div>
      <ErrorText>{formError}</ErrorText>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {intl.formatMessage({ id: create.isPending ? 'account.tokens.creating' : 'account.tokens.create' })}
        </Button>
      </div>
    </form>
  );
}
