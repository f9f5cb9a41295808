import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DESIGN_FILE_ACCEPT } from '@review/contract/file-types';
import { Button, type ButtonVariant } from '../../ui/button.tsx';
import { UploadIcon } from '../../ui/icons.tsx';

export interface BoardUploadButtonProps {
  onFiles: (files: File[]) => void;
  isUploading: boolean;
  variant?: ButtonVariant;
}

/** 'Upload design': picks one or more design files (images or documents), each becoming a new asset. */
export function BoardUploadButton({ onFiles, isUploading, variant = 'secondary' }: BoardUploadButtonProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={DESIGN_FILE_ACCEPT}
        multiple
        hidden
        aria-label={intl.formatMessage({ id: 'projects.board.filesToUpload' })}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button variant={variant} disabled={isUploading} onClick={() => inputRef.current?.click()}>
        <UploadIcon /> <FormattedMessage id={isUploading ? 'projects.uploading' : 'projects.board.uploadDesign'} />
      </Button>
    </>
  );
}
