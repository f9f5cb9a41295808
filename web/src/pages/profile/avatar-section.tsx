import { useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import type { User } from '@review/contract/user';
import { ApiError } from '../../lib/api-error.ts';
import { fileUrl } from '../../lib/format.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/field.tsx';
import { useUploadAvatar } from './use-profile-mutations.ts';

export function AvatarSection({ user }: { user: User }) {
  const intl = useIntl();
  const upload = useUploadAvatar();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typeError, setTypeError] = useState('');
  const fullName = `${user.first_name} ${user.last_name}`;

  function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setTypeError(intl.formatMessage({ id: 'account.avatar.notImage' }));
      return;
    }
    setTypeError('');
    upload.mutate(file, {
      onSuccess: () => window.alert(intl.formatMessage({ id: 'account.avatar.uploaded' })),
      // The spec's two alerts: the server refused the file, or the upload never got an answer.
      onError: (error) => window.alert(intl.formatMessage({ id: error instanceof ApiError ? 'account.avatar.refused' : 'account.avatar.failed' })),
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar name={fullName} src={user.avatar ? fileUrl(user.avatar) : null} size="lg" />
      <div className="flex flex-col items-start gap-2">
        <label htmlFor="avatar-file" className="sr-only">
          {intl.formatMessage({ id: 'account.avatar.label' })}
        </label>
        <input id="avatar-file" ref={inputRef} type="file" accept="image/*" className="hidden" onChange={handleFileChange} />
        <Button variant="secondary" size="sm" disabled={upload.isPending} onClick={() => inputRef.current?.click()}>
          {intl.formatMessage({ id: upload.isPending ? 'account.avatar.uploading' : 'account.avatar.upload' })}
        </Button>
        <p className="text-xs text-muted">{intl.formatMessage({ id: 'account.avatar.hint' })}</p>
        <ErrorText>{typeError}</ErrorText>
      </div>
    </div>
  );
}
