import { loadWidgets } from '../widgets/registry';
import type { DialogNeeds } from './dialog-parts';
import type { UseScreenForm } from './form-hook';
import type { WidgetRegistry } from './widgets-context';

// Fetching a dialog's parts is the dialog host's (a chunk of its own, ./lazy-dialogs.tsx), so that
// no page fetches this code, nor the map of the chunks it imports, before its first screen.

export interface DialogParts {
  /** The dialog's widgets the screen's registry lacks. */
  widgets: WidgetRegistry;
  /** For a dialog with fields: the hook of its own form. */
  useForm?: UseScreenForm;
}

export interface DialogPartsLoader {
  /** Fetches what dialog `id` needs; the same promise each time for one dialog. */
  load(id: string): Promise<DialogParts>;
  /** What dialog `id` needs, when it is in already (it needs nothing the screen lacks, or was fetched): it draws in the render that opens it. */
  loaded(id: string): DialogParts | undefined;
}

const nothing: DialogParts = { widgets: {} };

/** A screen's dialog loader, over the manifest's list of what its dialogs need. */
export function dialogPartsLoader(needs: Readonly<Record<string, DialogNeeds>>): DialogPartsLoader {
  const loading = new Map<string, Promise<DialogParts>>();
  const done = new Map<string, DialogParts>();
  return {
    loaded: (id) => (needs[id] ? done.get(id) : nothing),
    load(id) {
      const wanted = needs[id];
      if (!wanted) return Promise.resolve(nothing);
      let parts = loading.get(id);
      if (!parts) {
        parts = Promise.all([loadWidgets(wanted.widgets), wanted.form ? import('./screen-form') : undefined]).then(([widgets, form]) => {
          const fetched = { widgets, useForm: form?.useScreenForm };
          done.set(id, fetched);
          return fetched;
        });
        // A failed fetch (a dropped connection) is tried again at the next opening.
        parts.catch(() => loading.delete(id));
        loading.set(id, parts);
      }
      return parts;
    },
  };
}
