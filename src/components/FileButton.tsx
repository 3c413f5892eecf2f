import { useRef } from 'react';

interface FileButtonProps {
  label: string;
  /** The full name for assistive technology, e.g. which document the file is for. */
  accessibleLabel: string;
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** A button-looking file picker: the real input stays focusable and labelled; the choice resets after use. */
export function FileButton({ label, accessibleLabel, accept, disabled, onFile }: FileButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <label className={`btn btn-sm btn-outline-primary file-button m-0${disabled ? ' disabled' : ''}`}>
      <input
        ref={inputRef}
        type="file"
        className="visually-hidden"
        accept={accept}
        disabled={disabled}
        aria-label={accessibleLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          if (inputRef.current) inputRef.current.value = '';
        }}
      />
      <span aria-hidden="true">{label}</span>
    </label>
  );
}
