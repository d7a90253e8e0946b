import { useId, type ReactElement, type ReactNode } from 'react';
import './field-frame.css';

/** Ids that tie a control to its label and its message (aria-describedby). */
export function useFieldIds(): { inputId: string; errorId: string } {
  const id = useId();
  return { inputId: `${id}input`, errorId: `${id}error` };
}

/** What a control needs for the frame's label and message to reach assistive technology. */
export function controlAria(ids: { inputId: string; errorId: string }, error: string | undefined, required: boolean) {
  return {
    id: ids.inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? ids.errorId : undefined,
    'aria-required': required || undefined,
  };
}

interface Frame {
  ids: { inputId: string; errorId: string };
  label: string;
  required: boolean;
  error?: string;
  /** Under the control, before the message (e.g. a character counter). */
  below?: ReactNode;
  /** The control is a group (radios): the label names it by id (`${inputId}label`) rather than pointing at one input. */
  group?: boolean;
  /** The control is more than one line high (a textarea). */
  multiline?: boolean;
}

/**
 * Label, control and message of a form field, in plain elements: a form of hundreds of server
 * fields (the bank form) mounts and validates in a fraction of the time Mantine's Input tree takes
 * (npm run bench), and looks the same (field-frame.css follows Mantine's md input). A function the
 * field calls, not a component: it holds no state, and a component of its own was one more for
 * React to render per field (bench/render-counts.ts).
 * `control` is an input, textarea or button carrying controlAria(...) and the class field-control.
 */
export function fieldFrame({ ids, label, required, error, below, group, multiline }: Frame, control: ReactNode): ReactElement {
  const text = (
    <>
      {label}
      {required ? (
        <span className="field-required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </>
  );
  return (
    // A label over a one-line control is the height field-frame.css reserves for a field it skips drawing off-screen.
    <div className="field" data-error={error ? true : undefined} data-one-line={label && !below && !group && !multiline ? true : undefined}>
      {!label ? null : group ? (
        <span className="field-label" id={`${ids.inputId}label`}>
          {text}
        </span>
      ) : (
        <label className="field-label" htmlFor={ids.inputId}>
          {text}
        </label>
      )}
      {control}
      {below}
      {error ? (
        <p className="field-error" id={ids.errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
