// A new screen from the studio (issue 66): its name, route and title in both languages make the
// smallest document the schemas take (blocks come next, from the palette). It is saved as every
// edit is, through validate's checks on a copy of the project: a name or route another screen has,
// or a title without its Filipino, is refused with validate's own line and nothing is written.
import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { StudioLines } from './studio-lines';
import type { Doc } from './document-edits';

export interface NewScreenFields {
  /** The file's name without .json: the screen's id. */
  name: string;
  route: string;
  title: string;
  /** The title's Filipino, written to locales/fil.json with the file. */
  filipinoTitle: string;
}

/** The file a new screen is written to. */
export const newScreenFile = (name: string) => `screens/${name}.json`;

/** The smallest screen the schemas take with these fields: no block yet. */
export function newScreenDocument({ name, route, title }: NewScreenFields): Doc {
  return { $schema: '../schemas/screen.json', id: name, title, routes: [route], body: [] };
}

/** What a create answered: nothing when the screen was written, otherwise the lines to show. */
export type Created = { lines: string[] } | undefined;

const empty: NewScreenFields = { name: '', route: '', title: '', filipinoTitle: '' };

export function NewScreenForm({ create, cancel }: { create: (fields: NewScreenFields) => Promise<Created>; cancel: () => void }) {
  const [fields, setFields] = useState(empty);
  const [lines, setLines] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const field = (key: keyof NewScreenFields) => ({
    value: fields[key],
    required: true,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setFields({ ...fields, [key]: event.currentTarget.value }),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const refused = await create(fields);
    setBusy(false);
    setLines(refused?.lines ?? []);
  };
  return (
    <Stack component="form" gap="xs" onSubmit={(event) => void submit(event)} aria-labelledby="new-screen-title" maw={480}>
      <Text component="h2" fw={700} id="new-screen-title">
        New screen
      </Text>
      <TextInput label="File name" description="kebab-case, e.g. loan-planner: the screen is written to screens/<name>.json" {...field('name')} />
      <TextInput label="Route" description="The path that opens it, e.g. /loanPlanner" {...field('route')} />
      <TextInput label="Title in English" description="The page's title and heading" {...field('title')} />
      <TextInput label="Title in Filipino" lang="fil" {...field('filipinoTitle')} />
      {lines.length > 0 && (
        <StudioLines color="red" role="alert" title="Not created: npm run validate refuses this" testId="new-screen-lines" lines={lines.join('\n')} />
      )}
      <Group gap="xs">
        <Button type="submit" loading={busy}>
          Create screen
        </Button>
        <Button variant="default" onClick={cancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
