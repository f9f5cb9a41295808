import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SignUpFormSchema, type SignUpForm as SignUpValues } from '@review/contract/auth';
import { formLevelMessage, showFieldErrors } from '../../lib/field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { ErrorText, TextField } from '../../ui/field.tsx';
import { useNextQuery } from '../../features/session/public-only.tsx';
import { useRegister } from '../../features/session/use-register.ts';

const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;

export function SignUpForm() {
  const registerUser = useRegister();
  const navigate = useNavigate();
  const nextQuery = useNextQuery();
  const { register, handleSubmit, formState, control, trigger, setError } = useForm({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', newsletter: false },
  });
  const { errors } = formState;
  const hasAcceptedTerms = useWatch({ control, name: 'terms' }) === true;

  function handleFailure(error: Error) {
    window.alert('Signup failed: ' + error.message);
    showFieldErrors(error, setError, FIELDS);
  }

  const handleJoin = handleSubmit(({ terms: _terms, ...body }: SignUpValues) => {
    registerUser.mutate(body, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        void navigate(`/login${nextQuery}`);
      },
      onError: handleFailure,
    });
  });

  return (
    <form noValidate onSubmit={handleJoin} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" hint="At least 8 characters." error={errors.password?.message} {...register('password')} />
      <CheckboxField
        label="I accept the Terms of Service"
        error={errors.terms?.message}
        {...register('terms', { onChange: (event: { target: HTMLInputElement }) => void (event.target.checked || trigger('terms')) })}
      />
      <CheckboxField label="Send me the newsletter with product news and tips" {...register('newsletter')} />
      <Button type="submit" disabled={!hasAcceptedTerms || registerUser.isPending} className="w-full">
        {registerUser.isPending ? 'Joining...' : 'Join'}
      </Button>
      <ErrorText>{formLevelMessage(registerUser.error)}</ErrorText>
    </form>
  );
}
