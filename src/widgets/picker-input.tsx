import type { ReactElement, Ref } from 'react';
import { controlAria, fieldFrame } from './field-frame/field-frame';

export interface PickerInputProps {
  ids: { inputId: string; errorId: string };
  label: string;
  placeholder: string;
  text: string;
  error?: string;
  disabled: boolean;
  required: boolean;
  inputRef: Ref<HTMLButtonElement>;
  onOpen(): void;
}

/**
 * What a picker shows in the form: a button that looks like an input and opens the sheet (buttons
 * take no aria-required; the label shows the asterisk). A function the picker calls, as
 * fieldFrame is, rather than a component of its own per field (bench/render-counts.ts).
 */
export function pickerInput({ ids, label, placeholder, text, error, disabled, required, inputRef, onOpen }: PickerInputProps): ReactElement {
  return fieldFrame(
    { ids, label, required, error },
    <button ref={inputRef} type="button" className="field-control" {...controlAria(ids, error, false)} disabled={disabled} onClick={onOpen} aria-haspopup="dialog">
      {text ? <span>{text}</span> : <span className="field-placeholder">{placeholder}</span>}
      <span aria-hidden="true">▾</span>
    </button>,
  );
}
