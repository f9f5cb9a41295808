import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { UpdateProfileBodySchema, type UpdateProfileBody } from '@review/contract/profile';
import type { User } from '@review/contract/user';
import { showFieldErrors } from '../../lib/field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { useUpdateProfile } from './use-profile-mutations.ts';

export function NameForm({ user }: { user: User }) {
  const updateProfile = useUpdateProfile();
  const { register, handleSubmit, formState, reset, setError } = useForm<UpdateProfileBody>({
    resolver: zodResolver(UpdateProfileBodySchema),
    values: { first_name: user.first_name, last_name: user.last_name },
  });
  const { errors, isDirty } = formState;

  const handleSave = handleSubmit((body) => {
    updateProfile.mutate(body, {
      onSuccess: () => {
        toast.success('User data updated successfully!');
        reset(body);
      },
      onError: (error) => {
        toast.error('Failed to update user data.');
        showFieldErrors(error, setError, ['first_name', 'last_name']);
      },
    });
  });

  return (
    <form noValidate onSubmit={handleSave} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
      </div>
      <TextField label="Email" type="email" value={user.email} readOnly hint="Your sign-in address cannot be changed here." />
      <div>
        <Button type="submit" disabled={!isDirty || updateProfile.isPending}>
          {updateProfile.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
