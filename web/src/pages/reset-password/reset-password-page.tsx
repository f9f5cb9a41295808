import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ResetPasswordBodySchema, type ResetPasswordBody } from '@review/contract/auth';
import type { MessageReply } from '@review/contract/errors';
import { api } from '../../lib/api-client.ts';
import { AuthCard } from '../../layout/auth-card.tsx';
import { PublicLanguageSwitch } from '../../features/session/public-language-switch.tsx';
import { contractResolver } from '../../lib/field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/reset-password/:token`: the e-mailed link; a new password, then Sign in with a toast saying it changed. */
export function ResetPasswordPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'account.reset.documentTitle' }));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useMutation({ mutationFn: (body: ResetPasswordBody) => api.post<MessageReply>('/auth/reset-password', body) });
  const { register, handleSubmit, formState } = useForm<ResetPasswordBody>({
    resolver: contractResolver(ResetPasswordBodySchema),
    defaultValues: { token, password: '' },
  });

  const handleReset = handleSubmit((body) => {
    reset.mutate(body, {
      onSuccess: () => {
        toast.success(intl.formatMessage({ id: 'account.reset.done' }));
        void navigate('/login', { replace: true });
      },
    });
  });

  return (
    <>
      <PublicLanguageSwitch />
      <AuthCard
        title={intl.formatMessage({ id: 'account.reset.title' })}
        subtitle={intl.formatMessage({ id: 'account.reset.subtitle' })}
        footer={
          <Link to="/forgot-password" className="font-medium text-accent-text underline-offset-2 hover:underline">
            {intl.formatMessage({ id: 'account.reset.newLink' })}
          </Link>
        }
      >
        <form noValidate onSubmit={handleReset} className="flex flex-col gap-4">
          <TextField
            label={intl.formatMessage({ id: 'account.field.newPassword' })}
            type="password"
            autoComplete="new-password"
            hint={intl.formatMessage({ id: 'account.field.passwordHint' })}
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <ErrorText>{formState.errors.token?.message}</ErrorText>
          <Button type="submit" disabled={reset.isPending} className="w-full">
            {intl.formatMessage({ id: reset.isPending ? 'account.common.saving' : 'account.reset.submit' })}
          </Button>
          <ErrorText>{reset.error?.message}</ErrorText>
        </form>
      </AuthCard>
    </>
  );
}
