import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ForgotPasswordBodySchema, type ForgotPasswordBody } from '@review/contract/auth';
import type { MessageReply } from '@review/contract/errors';
import { api } from '../../lib/api-client.ts';
import { AuthCard } from '../../layout/auth-card.tsx';
import { PublicLanguageSwitch } from '../../features/session/public-language-switch.tsx';
import { contractResolver } from '../../lib/field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/forgot-password`: asks for a reset link by e-mail; the server answers the same for any address, so the page says its own sentence. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'account.forgot.documentTitle' }));
  const request = useMutation({ mutationFn: (body: ForgotPasswordBody) => api.post<MessageReply>('/auth/forgot-password', body) });
  const { register, handleSubmit, formState } = useForm<ForgotPasswordBody>({
    resolver: contractResolver(ForgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  return (
    <>
      <PublicLanguageSwitch />
      <AuthCard
        title={intl.formatMessage({ id: 'account.forgot.title' })}
        subtitle={intl.formatMessage({ id: 'account.forgot.subtitle' })}
        footer={
          <Link to="/login" className="font-medium text-accent-text underline-offset-2 hover:underline">
            {intl.formatMessage({ id: 'account.forgot.back' })}
          </Link>
        }
      >
        {request.isSuccess ? (
          <p role="status" className="text-sm">
            {intl.formatMessage({ id: 'account.forgot.sent' })}
          </p>
        ) : (
          <form noValidate onSubmit={handleSubmit((body) => request.mutate(body))} className="flex flex-col gap-4">
            <TextField label={intl.formatMessage({ id: 'account.field.email' })} type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
            <Button type="submit" disabled={request.isPending} className="w-full">
              {intl.formatMessage({ id: request.isPending ? 'account.forgot.pending' : 'account.forgot.submit' })}
            </Button>
            <ErrorText>{request.error?.message}</ErrorText>
          </form>
        )}
      </AuthCard>
    </>
  );
}
