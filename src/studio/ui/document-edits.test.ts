import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemaFiles, projectRoot } from '../../compiler/1-parse/files-on-disk';
import { blockTypes, fieldKind, newBlock, resolved, type SchemaFiles } from './block-schemas';
import { blockOutline, deleteBlock, duplicateBlock, insertBlock, moveBlock, setAt, type Doc } from './document-edits';
import { edited, redone, started, undone } from './edit-history';
import { dataPaths } from './data-paths';

const files = loadSchemaFiles() as SchemaFiles;
const types = blockTypes(files);
const isBlock = (type: string) => types.some((t) => t.type === type);
const bindBank = JSON.parse(readFileSync(join(projectRoot, 'screens/bind-bank.json'), 'utf8')) as Doc;

describe('the studio reads block types from the schemas alone', () => {
  it('lists every widget schema block.json names, with its description', () => {
    expect(types.length).toBe(((files['block.json']!.oneOf as unknown[]) ?? []).length);
    expect(types.find((t) => t.type === 'divider')).toMatchObject({ file: 'widgets/divider.json', description: 'A horizontal rule.' });
    expect(types.every((t) => t.description.length > 0)).toBe(true);
  });

  it('follows $refs to the shared definitions and keeps the description written beside them', () => {
    const textField = types.find((t) => t.type === 'text-field')!;
    const label = resolved(files, textField.file, (textField.schema.properties as Record<string, Record<string, unknown>>).label!);
    expect(label.schema['x-ref']).toBe('text');
    expect(label.schema.description).toBe('Label above the input.');
    expect(fieldKind(label.schema)).toBe('text');
  });

  it('edits a message that may also be false as a text with its Filipino', () => {
    const overrides = types.find((t) => t.type === 'server-fields')!;
    const map = resolved(files, overrides.file, (overrides.schema.properties as Record<string, Record<string, unknown>>).overrides!);
    const entry = map.schema.additionalProperties as Record<string, Record<string, Record<string, unknown>>>;
    expect(fieldKind(resolved(files, map.file, entry.properties!.required!).schema)).toBe('text');
    expect(fieldKind(map.schema)).toBe('map');
  });

  it('makes a new block with its required properties', () => {
    expect(newBlock(files, types.find((t) => t.type === 'divider')!)).toEqual({ type: 'divider' });
    expect(Object.keys(newBlock(files, types.find((t) => t.type === 'heading')!))).toEqual(['type', 'text']);
  });
});

describe('outline edits', () => {
  // A screen of the test's own, so a product person's edit of a real one (a block put first, a
  // block moved) changes no pointer this test expects: each kind of list the outline walks is here.
  const screen: Doc = {
    id: 'outline',
    body: [
      { type: 'paragraph', text: 'First words' },
      { type: 'card', children: [{ type: 'heading', text: 'Inside' }, { type: 'segmented', name: 'kind', label: 'Kind', options: [{ label: 'One', value: 1 }] }] },
      { type: 'fragment', use: 'lender-identity' },
      { type: 'fragment', use: 'loan-caps' },
      { type: 'fragment', use: 'loan-documents' },
    ],
    footer: [{ type: 'button', label: 'Next', onTap: [{ type: 'run', action: 'submit' }] }],
    dialogs: { sent: { kind: 'modal', body: [{ type: 'heading', text: 'Sent' }, { type: 'paragraph', text: 'Thank you.' }] } },
    actions: { submit: [{ type: 'toast', message: 'Saved' }, { type: 'open-dialog', dialog: 'sent' }] },
  };

  it('lists body, footer, nested and dialog blocks, never action steps', () => {
    expect(blockOutline(screen, isBlock).map((e) => `${e.pointer} ${e.type} ${e.depth}`)).toEqual([
      '/body/0 paragraph 0',
      '/body/1 card 0',
      '/body/1/children/0 heading 1',
      '/body/1/children/1 segmented 1',
      '/body/2 fragment 0',
      '/body/3 fragment 0',
      '/body/4 fragment 0',
      '/footer/0 button 0',
      '/dialogs/sent/body/0 heading 0',
      '/dialogs/sent/body/1 paragraph 0',
    ]);
    expect(blockOutline(screen, isBlock).find((e) => e.pointer === '/body/1/children/1')!.summary).toBe('Kind');
  });

  it('lists a fragment\'s blocks', () => {
    const fragment: Doc = { id: 'parts', description: 'Shared parts.', blocks: [{ type: 'heading', text: 'Shared' }, { type: 'divider' }] };
    expect(blockOutline(fragment, isBlock).map((e) => `${e.pointer} ${e.type}`)).toEqual(['/blocks/0 heading', '/blocks/1 divider']);
  });

  it('moves, duplicates, inserts and deletes without changing the document it was given', () => {
    const before = JSON.stringify(screen);
    const moved = moveBlock(screen, '/body/2', 1)!;
    expect(moved.pointer).toBe('/body/3');
    expect((moved.document.body as Doc[]).map((b) => b.use ?? b.type)).toEqual(['paragraph', 'card', 'loan-caps', 'lender-identity', 'loan-documents']);
    expect(moveBlock(screen, '/body/0', -1)).toBeUndefined();
    expect(moveBlock(screen, '/body/4', 1)).toBeUndefined();
    const movedInside = moveBlock(screen, '/body/1/children/1', -1)!;
    expect(movedInside.pointer).toBe('/body/1/children/0');
    expect(((movedInside.document.body as Doc[])[1]!.children as Doc[]).map((b) => b.type)).toEqual(['segmented', 'heading']);
    const duplicated = duplicateBlock(screen, '/body/2');
    expect(duplicated.pointer).toBe('/body/3');
    expect((duplicated.document.body as Doc[]).map((b) => b.use ?? b.type)).toEqual(['paragraph', 'card', 'lender-identity', 'lender-identity', 'loan-caps', 'loan-documents']);
    const inserted = insertBlock(screen, '/body/0', { type: 'divider' }, 'after');
    expect(inserted.pointer).toBe('/body/1');
    expect((inserted.document.body as Doc[])[1]).toEqual({ type: 'divider' });
    expect(insertBlock(screen, '/footer/0', { type: 'divider' }, 'before').pointer).toBe('/footer/0');
    expect(deleteBlock(inserted.document, '/body/1').document).toEqual(screen);
    expect(deleteBlock(screen, '/body/4').pointer).toBe('/body/3');
    expect(deleteBlock(screen, '/footer/0')).toMatchObject({ document: { footer: [] }, pointer: undefined });
    const relabelled = setAt(screen, '/body/1/children/1/label', 'Other kind');
    expect(((relabelled.body as Doc[])[1]!.children as Doc[])[1]!.label).toBe('Other kind');
    expect(relabelled.footer).toBe(screen.footer);
    expect(JSON.stringify(screen)).toBe(before);
  });
});

describe('undo and redo', () => {
  it('steps back and forth, and a new edit drops what was undone', () => {
    let history = edited(edited(started('a'), 'b'), 'c');
    history = undone(undone(history));
    expect(history.present).toBe('a');
    history = redone(history);
    expect(history.present).toBe('b');
    history = edited(history, 'd');
    expect(history).toEqual({ past: ['a', 'b'], present: 'd', future: [] });
    expect(undone(started('x'))).toEqual(started('x'));
  });
});

describe('data paths', () => {
  it('lists what /bindBank\'s expressions can read: its reply\'s data fields and its query values', () => {
    const paths = dataPaths(bindBank, files);
    expect(paths).toEqual(expect.arrayContaining(['data.init', 'data.init.items', 'data.init.cardType', 'query.productId', 'query.orderId', 'query.source']));
    expect(paths.every((p) => /^(data|query)\.[\w.]+$/.test(p))).toBe(true);
  });
});
