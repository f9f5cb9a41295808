import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SignUpFormSchema, type SignUpForm as SignUpValues } from '@review/contract/auth';
import type { RegisterBody } from '@review/contract/auth';
import { contractResolver, formLevelMessage, showFieldErrors } from '../../lib/field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { useNextQuery } from './public-only.tsx';
import { useRegister } from './use-register.ts';

const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;

/** Joining from an invitation: its address, and what signs up, signs in and accepts in one go. */
export interface InvitationSignUp {
  email: string;
  join: (body: RegisterBody) => Promise<unknown>;
  isJoining: boolean;
  error: Error | null;
}

/**
 * The spec's sign-up: Join registers, says so and goes on to Login with the address filled in. From an invitation, the invited
 * address is filled in and Join goes straight into the project (`invitation`).
 */
export function SignUpForm({ invitation }: { invitation?: InvitationSignUp }) {
  const intl = useIntl();
  const registerUser = useRegister();
  const navigate = useNavigate();
  const nextQuery = useNextQuery();
  const { register, handleSubmit, formState, control, trigger, setError } = useForm({
    resolver: contractResolver(SignUpFormSchema),
    defaultValues: { first_name: '', last_name: '', email: invitation?.email ?? '', password: '', newsletter: false },
  });
  const { errors } = formState;
  const hasAcceptedTerms = useWatch({ control, name: 'terms' }) === true;

  function handleFailure(error: Error) {
    window.alert(intl.formatMessage({ id: 'account.signUp.failedAlert' }, { reason: error.message }));
    showFieldErrors(error, setError, FIELDS);
  }

  const handleJoin = handleSubmit(({ terms: _terms, ...body }: SignUpValues) => {
    if (invitation) return void invitation.join(body).catch(handleFailure);
    registerUser.mutate(body, {
      onSuccess: (reply) => {
        toast.success(intl.formatMessage({ id: 'account.signUp.registered' }));
        // The address goes along in the history entry, not the URL, so the sign-in form is filled without it showing in logs.
        void navigate(`/login${nextQuery}`, { state: { email: reply.data.email, isNewAccount: true } });
      },
      onError: handleFailure,
    });
  });

  return (
    <form noValidate onSubmit={handleJoin} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={intl.formatMessage({ id: 'account.field.firstName' })} autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
        <TextField label={intl.formatMessage({ id: 'account.field.lastName' })} autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
      </div>
      <TextField
        label={intl.formatMessage({ id: 'account.field.email' })}
        type="email"
        autoComplete="email"
        readOnly={invitation !== undefined}
        hint={invitation && intl.formatMessage({ id: 'account.signUp.invitedAddress' })}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.password' })}
        type="password"
        autoComplete="new-password"
        hint={intl.formatMessage({ id: 'account.field.passwordHint' })}
        error={errors.password?.message}
        {...register('password')}
      />
      <CheckboxField
        label={intl.formatMessage({ id: 'account.signUp.terms' })}
        error={errors.terms?.message}
        {...register('terms', { onChange: (event: { target: HTMLInputElement }) => void (event.target.checked || trigger('terms')) })}
      />
      <CheckboxField label={intl.formatMessage({ id: 'account.signUp.newsletter' })} {...register('newsletter')} />
      <Button type="submit" disabled={!hasAcceptedTerms || registerUser.isPending || invitation?.isJoining} className="w-full">
        {intl.formatMessage({ id: registerUser.isPending || invitation?.isJoining ? 'account.signUp.pending' : 'account.signUp.submit' })}
      </Button>
      <ErrorText>{formLevelMessage(invitation ? invitation.error : registerUser.error)}</ErrorText>
    </form>
  );
}
