import { useRef } from 'react';
import { DESIGN_FILE_ACCEPT } from '@review/contract/assets';
import { Button, type ButtonVariant } from '../../ui/button.tsx';
import { UploadIcon } from '../../ui/icons.tsx';

export interface BoardUploadButtonProps {
  onFiles: (files: File[]) => void;
  isUploading: boolean;
  variant?: ButtonVariant;
}

/** 'Upload design': picks one or more design files (images or documents), each becoming a new asset. */
export function BoardUploadButton({ onFiles, isUploading, variant = 'secondary' }: BoardUploadButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={DESIGN_FILE_ACCEPT}
        multiple
        hidden
        aria-label="Design files to upload"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button variant={variant} disabled={isUploading} onClick={() => inputRef.current?.click()}>
        <UploadIcon /> {isUploading ? 'Uploading...' : 'Upload design'}
      </Button>
    </>
  );
}
