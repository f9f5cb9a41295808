import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ForgotPasswordBodySchema, type ForgotPasswordBody } from '@review/contract/auth';
import type { MessageReply } from '@review/contract/errors';
import { api } from '../../lib/api-client.ts';
import { AuthCard } from '../../layout/auth-card.tsx';
import { Button } from '../../ui/button.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/forgot-password`: asks for a reset link by e-mail; the server answers the same sentence for any address. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const request = useMutation({ mutationFn: (body: ForgotPasswordBody) => api.post<MessageReply>('/auth/forgot-password', body) });
  const { register, handleSubmit, formState } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(ForgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  return (
    <AuthCard
      title="Forgot password?"
      subtitle="Enter your e-mail address and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className="font-medium text-accent-text underline-offset-2 hover:underline">
          Back to Sign in
        </Link>
      }
    >
      {request.isSuccess ? (
        <p role="status" className="text-sm">
          {request.data.message}
        </p>
      ) : (
        <form noValidate onSubmit={handleSubmit((body) => request.mutate(body))} className="flex flex-col gap-4">
          <TextField label="Email" type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
          <Button type="submit" disabled={request.isPending} className="w-full">
            {request.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
          <ErrorText>{request.error?.message}</ErrorText>
        </form>
      )}
    </AuthCard>
  );
}
