import type { Ref } from 'react';
import { Input, InputBase } from '@mantine/core';

interface Props {
  label: string;
  placeholder: string;
  text: string;
  error?: string;
  disabled: boolean;
  required: boolean;
  inputRef: Ref<HTMLButtonElement>;
  onOpen(): void;
}

/** What a picker shows in the form: a button that looks like an input and opens the sheet. */
export function PickerInput({ label, placeholder, text, error, disabled, required, inputRef, onOpen }: Props) {
  return (
    <InputBase
      component="button"
      type="button"
      ref={inputRef}
      label={label}
      error={error}
      disabled={disabled}
      withAsterisk={required}
      onClick={onOpen}
      rightSection={<span aria-hidden="true">▾</span>}
      rightSectionPointerEvents="none"
      pointer
      size="md"
      aria-haspopup="dialog"
    >
      {text || <Input.Placeholder>{placeholder}</Input.Placeholder>}
    </InputBase>
  );
}
