import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { toast } from 'sonner';
import { UpdateProfileBodySchema, type UpdateProfileBody } from '@review/contract/profile';
import type { User } from '@review/contract/user';
import { contractResolver, showFieldErrors } from '../../lib/field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { useUpdateProfile } from './use-profile-mutations.ts';

export function NameForm({ user }: { user: User }) {
  const intl = useIntl();
  const updateProfile = useUpdateProfile();
  const { register, handleSubmit, formState, reset, setError } = useForm<UpdateProfileBody>({
    resolver: contractResolver(UpdateProfileBodySchema),
    values: { first_name: user.first_name, last_name: user.last_name },
  });
  const { errors, isDirty } = formState;

  const handleSave = handleSubmit((body) => {
    updateProfile.mutate(body, {
      onSuccess: () => {
        toast.success(intl.formatMessage({ id: 'account.profile.name.saved' }));
        reset(body);
      },
      onError: (error) => {
        toast.error(intl.formatMessage({ id: 'account.profile.name.failed' }));
        showFieldErrors(error, setError, ['first_name', 'last_name']);
      },
    });
  });

  return (
    <form noValidate onSubmit={handleSave} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={intl.formatMessage({ id: 'account.field.firstName' })} autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
        <TextField label={intl.formatMessage({ id: 'account.field.lastName' })} autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
      </div>
      <TextField
        label={intl.formatMessage({ id: 'account.field.email' })}
        type="email"
        value={user.email}
        readOnly
        hint={intl.formatMessage({ id: 'account.profile.name.emailHint' })}
      />
      <div>
        <Button type="submit" disabled={!isDirty || updateProfile.isPending}>
          {intl.formatMessage({ id: updateProfile.isPending ? 'account.common.saving' : 'account.profile.name.save' })}
        </Button>
      </div>
    </form>
  );
}
