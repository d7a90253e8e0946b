// The form of a screen with fields: react-hook-form keeps their values. Loaded only with such a
// screen (src/app/screen-modules.ts, the manifest's `form`), so a page without fields does not
// fetch the form library (issue 31); a screen without fields has a plain form (./form-hook.ts).
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** The screen's form, starting from `defaultValues` (a restored draft, or none). */
export function useScreenForm(defaultValues: FieldValues): UseFormReturn {
  return useForm({ mode: 'onSubmit', reValidateMode: 'onChange', defaultValues });
}
