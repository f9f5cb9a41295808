import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LINK_PASSWORD_REQUIRED, UnlockBodySchema, type UnlockBody } from '@review/contract/sharing';
import { AuthCard } from '../../layout/auth-card.tsx';
import { formLevelMessage, showFieldErrors } from '../../lib/field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useUnlockReview } from '../../features/sharing/use-public-review.ts';

/** A protected review link asks for its password before anything it shares is shown; the review loads once it is right. */
export function UnlockForm({ token }: { token: string }) {
  const unlock = useUnlockReview(token);
  const { register, handleSubmit, formState, setError } = useForm<UnlockBody>({ resolver: zodResolver(UnlockBodySchema), defaultValues: { password: '' } });

  const handleUnlock = handleSubmit((body) => {
    unlock.mutate(body, { onError: (error) => showFieldErrors(error, setError, ['password']) });
  });

  return (
    <AuthCard title={LINK_PASSWORD_REQUIRED} subtitle="Enter the password you were given with the link to open the review." footer={null}>
      <form noValidate onSubmit={handleUnlock} className="flex flex-col gap-4">
        <PasswordField label="Password" autoComplete="off" autoFocus error={formState.errors.password?.message} {...register('password')} />
        <Button type="submit" disabled={unlock.isPending} className="w-full">
          {unlock.isPending ? 'Unlocking...' : 'Unlock'}
        </Button>
        <ErrorText>{formLevelMessage(unlock.error)}</ErrorText>
      </form>
    </AuthCard>
  );
}
