// The selected block's properties, generated from its type's JSON Schema (block-schemas.ts):
// titles, descriptions, enums, defaults. No block type has a hand-written panel: a new widget
// schema is edited here as it is written. An expression or text shows the compiler's line for its
// pointer as you type; a text without its Filipino gets a field for it beside it.
import { useState } from 'react';
import { Button, Checkbox, Fieldset, Group, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { templateKey } from '../../compiler/2-translate/catalogue-keys';
import { fieldKind, resolved, type Schema, type SchemaFiles } from './block-schemas';
import type { Json } from './document-edits';

/** The id of the studio's list of data paths (studio.tsx draws it). */
export const dataPathList = 'studio-data-paths';

export interface PanelContext {
  files: SchemaFiles;
  /** validate's lines for the document as edited. */
  lines: string[];
  /** The file being edited: lines are matched by it and the pointer. */
  file: string;
  /** The Filipino catalogue as saved, and the entries typed since. */
  filipino: Record<string, string>;
  pending: Record<string, string>;
  setFilipino: (key: string, wording: string) => void;
  set: (pointer: string, value: Json | undefined) => void;
}

/** validate's lines about this pointer exactly. */
const linesAt = (context: PanelContext, pointer: string) => context.lines.filter((line) => line.startsWith(`${context.file}#${pointer}: `));

const described = (schema: Schema) => [schema.description, schema.default !== undefined ? `Default: ${JSON.stringify(schema.default)}.` : ''].filter(Boolean).join(' ');

function FilipinoField({ context, english }: { context: PanelContext; english: string }) {
  const key = templateKey(english)?.key ?? english;
  if (!/\p{L}/u.test(key) || Object.hasOwn(context.filipino, key)) return null;
  return (
    <TextInput
      label={`Filipino for "${key}"`}
      description="This text has no Filipino yet: saving adds it to locales/fil.json."
      value={context.pending[key] ?? ''}
      onChange={(event) => context.setFilipino(key, event.currentTarget.value)}
      error={context.pending[key] ? undefined : 'no Filipino yet'}
    />
  );
}

function JsonField({ label, description, value, onChange }: { label: string; description: string; value: Json | undefined; onChange: (value: Json | undefined) => void }) {
  const shown = value === undefined ? '' : JSON.stringify(value, null, 2);
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <Textarea
      label={label}
      description={description}
      autosize
      minRows={1}
      value={draft ?? shown}
      error={error}
      styles={{ input: { fontFamily: 'monospace' } }}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={() => {
        if (draft === undefined) return;
        try {
          onChange(draft.trim() ? (JSON.parse(draft) as Json) : undefined);
          setError(undefined);
          setDraft(undefined);
        } catch (e) {
          setError(`not JSON: ${(e as Error).message}`);
        }
      }}
    />
  );
}

export function SchemaField({ context, name, schema: written, file, pointer, value, required }: { context: PanelContext; name: string; schema: Schema; file: string; pointer: string; value: Json | undefined; required: boolean }) {
  const { schema, file: at } = resolved(context.files, file, written);
  const kind = fieldKind(schema);
  const label = `${name}${required ? ' (required)' : ''}`;
  const description = described(schema);
  const problem = linesAt(context, pointer).join('\n') || undefined;
  const set = (next: Json | undefined) => context.set(pointer, next);
  if (kind === 'enum') {
    const options = (schema.enum as Json[]).map((option) => JSON.stringify(option));
    return (
      <NativeSelect
        label={label}
        description={description}
        error={problem}
        value={value === undefined ? '' : JSON.stringify(value)}
        data={[{ value: '', label: '(not set)' }, ...options.map((option) => ({ value: option, label: String(JSON.parse(option)) }))]}
        onChange={(event) => set(event.currentTarget.value ? (JSON.parse(event.currentTarget.value) as Json) : undefined)}
      />
    );
  }
  if (kind === 'boolean') return <Checkbox label={label} description={description} error={problem} checked={value === undefined ? schema.default === true : value === true} onChange={(event) => set(event.currentTarget.checked)} />;
  if (kind === 'number') {
    return <TextInput type="number" label={label} description={description} error={problem} value={typeof value === 'number' ? String(value) : ''} onChange={(event) => set(event.currentTarget.value === '' ? undefined : Number(event.currentTarget.value))} />;
  }
  if ((kind === 'text' || kind === 'expression' || kind === 'string') && (value === undefined || typeof value === 'string')) {
    return (
      <Stack gap={4}>
        <TextInput
          label={label}
          description={description}
          error={problem}
          value={value ?? ''}
          styles={kind === 'expression' ? { input: { fontFamily: 'monospace' } } : undefined}
          // An expression completes the screen's data paths and query values (data-paths.ts, the studio's datalist).
          list={kind === 'expression' ? dataPathList : undefined}
          onChange={(event) => set(event.currentTarget.value === '' && !required ? undefined : event.currentTarget.value)}
        />
        {kind === 'text' && typeof value === 'string' && <FilipinoField context={context} english={value} />}
      </Stack>
    );
  }
  if (kind === 'object' && (value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value)))) {
    return <ObjectFields context={context} legend={label} description={description} schema={schema} file={at} pointer={pointer} value={value ?? {}} />;
  }
  if (kind === 'map' && (value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value)))) {
    return <MapFields context={context} legend={label} description={description} schema={schema} file={at} pointer={pointer} value={value ?? {}} />;
  }
  return <JsonField label={`${label} (JSON)`} description={description} value={value} onChange={set} />;
}

/** A block's (or an object property's) fields, one per property its schema lists. */
export function ObjectFields({ context, legend, description, schema, file, pointer, value }: { context: PanelContext; legend: string; description?: string; schema: Schema; file: string; pointer: string; value: { [key: string]: Json } }) {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>).filter(([name]) => name !== 'type');
  const required = new Set((schema.required ?? []) as string[]);
  return (
    <Fieldset legend={legend}>
      {description && (
        <Text size="sm" c="dimmed" mb="xs">
          {description}
        </Text>
      )}
      <Stack gap="sm">
        {properties.map(([name, property]) => (
          <SchemaField key={name} context={context} name={name} schema={property} file={file} pointer={`${pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`} value={value[name]} required={required.has(name)} />
        ))}
      </Stack>
    </Fieldset>
  );
}

/** An object keyed by names the author chooses (a server field's code…): each entry, and a field to add one. */
function MapFields({ context, legend, description, schema, file, pointer, value }: { context: PanelContext; legend: string; description: string; schema: Schema; file: string; pointer: string; value: { [key: string]: Json } }) {
  const [key, setKey] = useState('');
  const entrySchema = schema.additionalProperties as Schema;
  const add = () => {
    if (!key || Object.hasOwn(value, key)) return;
    context.set(`${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, {});
    setKey('');
  };
  return (
    <Fieldset legend={legend}>
      <Text size="sm" c="dimmed" mb="xs">
        {description}
      </Text>
      <Stack gap="sm">
        {Object.entries(value).map(([name, entry]) => (
          <Stack key={name} gap={4}>
            <SchemaField context={context} name={name} schema={entrySchema} file={file} pointer={`${pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`} value={entry} required={false} />
            <Button variant="subtle" size="xs" onClick={() => context.set(`${pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, undefined)}>
              Remove {name}
            </Button>
          </Stack>
        ))}
        <Group align="end">
          <TextInput label={`New entry of ${legend.replace(' (required)', '')}`} value={key} onChange={(event) => setKey(event.currentTarget.value)} onKeyDown={(event) => event.key === 'Enter' && add()} />
          <Button onClick={add} disabled={!key} aria-label={`Add to ${legend.replace(' (required)', '')}`}>
            Add
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
