import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { UnlockBodySchema, type UnlockBody } from '@review/contract/sharing';
import { AuthCard } from '../../layout/auth-card.tsx';
import { contractResolver, formLevelMessage, showFieldErrors } from '../../lib/field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useUnlockReview } from '../../features/sharing/use-public-review.ts';

/** A protected review link asks for its password before anything it shares is shown; the review loads once it is right. */
export function UnlockForm({ token }: { token: string }) {
  const intl = useIntl();
  const unlock = useUnlockReview(token);
  const { register, handleSubmit, formState, setError } = useForm<UnlockBody>({ resolver: contractResolver(UnlockBodySchema), defaultValues: { password: '' } });

  const handleUnlock = handleSubmit((body) => {
    unlock.mutate(body, { onError: (error) => showFieldErrors(error, setError, ['password']) });
  });

  return (
    <AuthCard title={intl.formatMessage({ id: 'review.unlock.title' })} subtitle={intl.formatMessage({ id: 'review.unlock.text' })} footer={null}>
      <form noValidate onSubmit={handleUnlock} className="flex flex-col gap-4">
        <PasswordField label={intl.formatMessage({ id: 'review.unlock.password' })} autoComplete="off" autoFocus error={formState.errors.password?.message} {...register('password')} />
        <Button type="submit" disabled={unlock.isPending} className="w-full">
          {intl.formatMessage({ id: unlock.isPending ? 'review.unlock.unlocking' : 'review.unlock.unlock' })}
        </Button>
        <ErrorText>{formLevelMessage(unlock.error)}</ErrorText>
      </form>
    </AuthCard>
  );
}
