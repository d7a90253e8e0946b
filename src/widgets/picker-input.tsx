import type { Ref } from 'react';
import { controlAria, FieldFrame, useFieldIds } from './field-frame/field-frame';

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

/** What a picker shows in the form: a button that looks like an input and opens the sheet (buttons take no aria-required; the label shows the asterisk). */
export function PickerInput({ label, placeholder, text, error, disabled, required, inputRef, onOpen }: Props) {
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} label={label} required={required} error={error}>
      <button ref={inputRef} type="button" className="field-control" {...controlAria(ids, error, false)} disabled={disabled} onClick={onOpen} aria-haspopup="dialog">
        {text ? <span>{text}</span> : <span className="field-placeholder">{placeholder}</span>}
        <span aria-hidden="true">▾</span>
      </button>
    </FieldFrame>
  );
}
