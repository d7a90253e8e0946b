// The studio page (issue 66): pick a screen, see it drawn, edit its blocks in the outline, the
// palette and the properties panel, undo and redo, and save what validate accepts.
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Code, Group, NativeSelect, ScrollArea, Stack, Text, Title } from '@mantine/core';
import * as api from './api-client';
import { blockTypes, newBlock, type BlockType, type SchemaFiles } from './block-schemas';
import { blockOutline, deleteBlock, duplicateBlock, insertBlock, moveBlock, setAt, valueAt, type Doc, type Json } from './document-edits';
import { edited, redone, started, undone, type History } from './edit-history';
import { Outline } from './outline';
import { Palette } from './palette';
import { dataPathList, ObjectFields, type PanelContext } from './properties-panel';
import { dataPaths } from './data-paths';
import { Canvas } from './canvas';
import { StudioLines } from './studio-lines';
import { textKeys } from '../text-keys';
import { NewScreenForm, newScreenDocument, newScreenFile, type Created, type NewScreenFields } from './new-screen';

interface Opened {
  file: string;
  history: History<Doc>;
  /** The document as last read or saved, and the file's text then (a save refuses a file changed since). */
  saved: Doc;
  base: string;
  texts: Record<string, Record<string, string>>;
}

type Outcome = { kind: 'saved' | 'refused' | 'failed'; lines: string[]; summary?: string } | undefined;

const language = 'fil';

/**
 * A callback of one identity for the page's life that calls the latest one given: a memoized part
 * (the palette) is then not redrawn for each key typed elsewhere.
 */
function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/** The screen picker: every screen and fragment file, redrawn only when the list or the open file changes. */
const ScreenPicker = memo(function ScreenPicker({ screens, value, open }: { screens: api.ListedScreen[]; value: string; open: (file: string) => void }) {
  return (
    <NativeSelect
      label="Screen"
      value={value}
      data={[{ value: '', label: 'Choose a screen or fragment…' }, ...screens.map((s) => ({ value: s.file, label: `${s.file}${s.routes[0] ? ` (${s.routes[0]})` : ''}` }))]}
      onChange={(event) => event.currentTarget.value && open(event.currentTarget.value)}
    />
  );
});

/** The data paths expressions complete from (properties-panel.tsx names the list). */
const DataPathList = memo(function DataPathList({ paths }: { paths: string[] }) {
  return (
    <datalist id={dataPathList}>
      {paths.map((path) => (
        <option key={path} value={path} />
      ))}
    </datalist>
  );
});

export function Studio() {
  const [screens, setScreens] = useState<api.ListedScreen[]>([]);
  const [files, setFiles] = useState<SchemaFiles>({});
  const [opened, setOpened] = useState<Opened>();
  const [selected, setSelected] = useState<string>();
  const [pending, setPending] = useState<Record<string, string>>({});
  const [lines, setLines] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome>();
  const [check, setCheck] = useState<{ running: boolean; code?: number | null; output?: string }>({ running: false });
  const [drawn, setDrawn] = useState(0);
  const [lastEdit, setLastEdit] = useState<string>();
  const [creating, setCreating] = useState(false);

  const types = useMemo(() => blockTypes(files), [files]);
  const isBlockType = useCallback((type: string) => types.some((t) => t.type === type), [types]);
  const document = opened?.history.present;
  const entries = useMemo(() => (document ? blockOutline(document, isBlockType) : []), [document, isBlockType]);
  const screen = screens.find((s) => s.file === opened?.file);
  // Read from the screen's data, endpoints and query alone: a key typed into a block leaves them as they were.
  const { data, endpoints, query } = document ?? {};
  const paths = useMemo(() => (data || endpoints || query ? dataPaths({ data, endpoints, query }, files) : []), [data, endpoints, query, files]);

  useEffect(() => {
    void Promise.all([api.listScreens(), api.readSchemas()]).then(([listed, schemas]) => {
      setScreens(listed);
      setFiles(schemas);
    });
  }, []);

  const open = useCallback(async (file: string) => {
    const read = await api.openFile(file);
    setOpened({ file, history: started(read.document), saved: read.document, base: read.text, texts: read.texts });
    setSelected(undefined);
    setPending({});
    setLines([]);
    setOutcome(undefined);
    setCheck({ running: false });
    setCreating(false);
  }, []);

  const openFile = useCallback((file: string) => void open(file), [open]);

  /** A new screen written as validate accepts it (new-screen.tsx), then opened for its blocks. */
  const createScreen = async (fields: NewScreenFields): Promise<Created> => {
    const file = newScreenFile(fields.name);
    try {
      const result = await api.save({ edits: [{ file, document: newScreenDocument(fields), create: true }], texts: { [language]: { [fields.title]: fields.filipinoTitle } } });
      if (!result.saved) return { lines: result.lines };
      setScreens(await api.listScreens());
      await open(file);
      setOutcome({ kind: 'saved', lines: result.files.map((f) => f.file), summary: result.summary });
    } catch (error) {
      return { lines: [(error as Error).message] };
    }
  };

  /** An edit: a new present, one undo step per field however many keys were typed into it. */
  const change = useCallback((next: Doc, key?: string) => {
    setOpened((current) => {
      if (!current) return current;
      const coalesce = key !== undefined && key === lastEdit && current.history.past.length > 0;
      const history = coalesce ? { ...current.history, present: next } : edited(current.history, next);
      return { ...current, history };
    });
    setLastEdit(key);
  }, [lastEdit]);

  // The Filipino typed for texts the document says now: one whose text an undo took away waits,
  // unsent (a redo brings it back), or the catalogue would get an entry no screen says.
  const said = useMemo(() => {
    const keys = document ? textKeys(document) : new Set<string>();
    return Object.fromEntries(Object.entries(pending).filter(([key]) => keys.has(key)));
  }, [document, pending]);

  // Checked as you type: validate's lines for the document as it stands (nothing written).
  useEffect(() => {
    if (!opened || (opened.history.present === opened.saved && !Object.keys(said).length)) return setLines([]);
    const timer = setTimeout(() => {
      void api.validate({ edits: [{ file: opened.file, document: opened.history.present }], texts: { [language]: said } }).then((checked) => setLines(checked.lines), () => undefined);
    }, 300);
    return () => clearTimeout(timer);
  }, [opened, said]);

  const editAt = (result: { document: Doc; pointer: string | undefined } | undefined) => {
    if (!result) return;
    change(result.document);
    setSelected(result.pointer);
  };
  const outlineActions = {
    select: setSelected,
    move: (by: number) => document && selected && editAt(moveBlock(document, selected, by)),
    duplicate: () => document && selected && editAt(duplicateBlock(document, selected)),
    remove: () => document && selected && editAt(deleteBlock(document, selected)),
  };
  // A block clicked on the canvas, which draws the file as last saved: selected when the edited
  // document has a block of that type there still (a move or an insert since would select another).
  const pick = useStableCallback((pointer: string) => {
    const type = (doc: Doc | undefined) => (doc ? (valueAt(doc, pointer) as { type?: unknown } | undefined)?.type : undefined);
    const same = type(opened?.saved) !== undefined && type(opened?.saved) === type(document);
    if (same) setSelected(pointer);
    return same;
  });
  // Without a selection, a block goes first in the body: into a new screen's empty body, too.
  const canInsert = entries.length > 0 || Array.isArray(document?.body);
  const insert = useStableCallback((type: BlockType, where: 'before' | 'after') => {
    if (!document) return;
    const at = selected ?? (Array.isArray(document.body) ? '/body/0' : undefined);
    if (at) editAt(insertBlock(document, at, newBlock(files, type) as Json, selected ? where : 'before'));
  });
  const undo = () => setOpened((o) => o && { ...o, history: undone(o.history) });
  const redo = () => setOpened((o) => o && { ...o, history: redone(o.history) });

  const save = async () => {
    if (!opened) return;
    setOutcome(undefined);
    try {
      const submitted = opened.history.present;
      const result = await api.save({ edits: [{ file: opened.file, document: submitted, base: opened.base }], texts: { [language]: said } });
      if (!result.saved) return setOutcome({ kind: 'refused', lines: result.lines });
      const read = await api.openFile(opened.file);
      // What was typed while the save ran stays, unsaved, on top of what was written.
      setOpened((current) => current && { ...current, saved: submitted, base: read.text, texts: read.texts });
      setPending({});
      setLines([]);
      setOutcome({ kind: 'saved', lines: result.files.map((f) => f.file), summary: result.summary });
      setDrawn((n) => n + 1);
    } catch (error) {
      setOutcome({ kind: 'failed', lines: [(error as Error).message] });
    }
  };
  const runCheck = async () => {
    if (!opened) return;
    setCheck({ running: true });
    const result = await api.runCheck(opened.file).catch((error: Error) => ({ code: null, output: error.message }));
    setCheck({ running: false, ...result });
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
      if (typing || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z' && event.key !== 'y') return;
      event.preventDefault();
      if (event.key === 'y' || event.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const block = document && selected ? (valueAt(document, selected) as { [key: string]: Json } | undefined) : undefined;
  const blockType = types.find((t) => t.type === block?.type);
  const context: PanelContext | undefined = opened && {
    files,
    lines,
    file: opened.file,
    filipino: opened.texts[language] ?? {},
    pending,
    setFilipino: (key, wording) => setPending((p) => ({ ...p, [key]: wording })),
    set: (pointer, value) => document && change(setAt(document, pointer, value), pointer),
  };
  const changed = opened !== undefined && (opened.history.present !== opened.saved || Object.keys(said).length > 0);

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between" align="end" component="header">
        <Title order={1} size="h3">
          Screen studio
        </Title>
        <ScreenPicker screens={screens} value={opened?.file ?? ''} open={openFile} />
        <Group gap="xs">
          <Button variant="default" onClick={() => setCreating(true)} disabled={creating}>
            New screen
          </Button>
          <Button variant="default" onClick={undo} disabled={!opened?.history.past.length}>
            Undo
          </Button>
          <Button variant="default" onClick={redo} disabled={!opened?.history.future.length}>
            Redo
          </Button>
          <Button onClick={() => void save()} disabled={!changed}>
            Save
          </Button>
          <Button variant="default" onClick={() => void runCheck()} disabled={!opened || check.running} loading={check.running}>
            Run npm run check
          </Button>
        </Group>
      </Group>
      <Stack component="main" gap="md">
        {creating && <NewScreenForm create={createScreen} cancel={() => setCreating(false)} />}
        {outcome && (
          <StudioLines
            role={outcome.kind === 'saved' ? 'status' : 'alert'}
            color={outcome.kind === 'saved' ? 'green' : 'red'}
            title={outcome.kind === 'saved' ? 'Saved' : outcome.kind === 'refused' ? 'Not saved: npm run validate refuses this' : 'Not saved'}
            testId="outcome-lines"
            lines={outcome.kind === 'saved' ? `Written: ${outcome.lines.join(', ') || 'nothing (no change)'}` : outcome.lines.join('\n')}
          >
            {outcome.summary && <Text size="sm">{outcome.summary}</Text>}
          </StudioLines>
        )}
        {check.output !== undefined && (
          <Alert role="status" color={check.code === 0 ? 'green' : 'red'} title={`npm run check -- ${opened?.file}: ${check.code === 0 ? 'green' : `failed (exit ${check.code})`}`}>
            <ScrollArea.Autosize mah={240}>
              <Code block>{check.output}</Code>
            </ScrollArea.Autosize>
          </Alert>
        )}
        {opened && document && context && (
          <Group align="start" wrap="nowrap" gap="lg">
            <Stack w={340} gap="lg" style={{ flexShrink: 0 }}>
              <Outline entries={entries} selected={selected} actions={outlineActions} />
              <Palette types={types} canInsert={canInsert} insert={insert} />
            </Stack>
            <Stack w={420} gap="xs" component="section" aria-labelledby="properties-title" style={{ flexShrink: 0 }}>
              <Text component="h2" fw={700} id="properties-title">
                Properties
              </Text>
              {lines.length > 0 && (
                <StudioLines color="orange" role="status" title="npm run validate would say" testId="live-lines" lines={lines.join('\n')} />
              )}
              <DataPathList paths={paths} />
              {block && blockType && selected ? (
                <ObjectFields context={context} legend={`${blockType.type} at ${selected}`} description={blockType.description} schema={blockType.schema} file={blockType.file} pointer={selected} value={block} />
              ) : (
                <Text size="sm">Select a block in the outline to edit its properties.</Text>
              )}
            </Stack>
            {screen && <Canvas key={screen.file} screen={screen} document={opened.saved} drawn={drawn} selected={selected} pick={pick} />}
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
