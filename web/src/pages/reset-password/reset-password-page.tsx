import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ResetPasswordBodySchema, type ResetPasswordBody } from '@review/contract/auth';
import type { MessageReply } from '@review/contract/errors';
import { api } from '../../lib/api-client.ts';
import { AuthCard } from '../../layout/auth-card.tsx';
import { Button } from '../../ui/button.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/reset-password/:token`: the e-mailed link; a new password, then Sign in with the server's sentence. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useMutation({ mutationFn: (body: ResetPasswordBody) => api.post<MessageReply>('/auth/reset-password', body) });
  const { register, handleSubmit, formState } = useForm<ResetPasswordBody>({
    resolver: zodResolver(ResetPasswordBodySchema),
    defaultValues: { token, password: '' },
  });

  const handleReset = handleSubmit((body) => {
    reset.mutate(body, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        void navigate('/login', { replace: true });
      },
    });
  });

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Every device signed in to your account will be signed out."
      footer={
        <Link to="/forgot-password" className="font-medium text-accent-text underline-offset-2 hover:underline">
          Ask for a new link
        </Link>
      }
    >
      <form noValidate onSubmit={handleReset} className="flex flex-col gap-4">
        <TextField label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." error={formState.errors.password?.message} {...register('password')} />
        <ErrorText>{formState.errors.token?.message}</ErrorText>
        <Button type="submit" disabled={reset.isPending} className="w-full">
          {reset.isPending ? 'Saving...' : 'Save new password'}
        </Button>
        <ErrorText>{reset.error?.message}</ErrorText>
      </form>
    </AuthCard>
  );
}
