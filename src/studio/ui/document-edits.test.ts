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
  it('lists body, footer and nested blocks, never action steps', () => {
    const outline = blockOutline(bindBank, isBlock);
    expect(outline.map((e) => `${e.pointer} ${e.type}`)).toEqual(['/body/0 paragraph', '/body/1 segmented', '/body/2 server-fields', '/body/3 fragment', '/body/4 fragment', '/body/5 fragment', '/footer/0 button']);
  });

  it('lists a dialog\'s blocks and a fragment\'s blocks', () => {
    const form = JSON.parse(readFileSync(join(projectRoot, 'screens/complaint-form.json'), 'utf8')) as Doc;
    expect(blockOutline(form, isBlock).filter((e) => e.pointer.startsWith('/dialogs/sent/')).map((e) => e.type)).toEqual(['heading', 'paragraph', 'paragraph']);
    const fragment = JSON.parse(readFileSync(join(projectRoot, 'screens/fragments/lender-identity.json'), 'utf8')) as Doc;
    expect(blockOutline(fragment, isBlock).length).toBeGreaterThan(0);
  });

  it('moves, duplicates, inserts and deletes without changing the document it was given', () => {
    const before = JSON.stringify(bindBank);
    const moved = moveBlock(bindBank, '/body/3', 1)!;
    expect(moved.pointer).toBe('/body/4');
    expect((moved.document.body as Doc[]).map((b) => b.use ?? b.type).slice(3)).toEqual(['loan-caps', 'lender-identity', 'loan-documents']);
    expect(moveBlock(bindBank, '/body/0', -1)).toBeUndefined();
    expect((duplicateBlock(bindBank, '/body/3').document.body as Doc[])[4]).toEqual((bindBank.body as Doc[])[3]);
    const inserted = insertBlock(bindBank, '/body/0', { type: 'divider' }, 'after');
    expect(inserted.pointer).toBe('/body/1');
    expect(deleteBlock(inserted.document, '/body/1').document).toEqual(bindBank);
    expect(setAt(bindBank, '/body/2/overrides/bankAccount/label', 'X').body).not.toBe(bindBank.body);
    expect(JSON.stringify(bindBank)).toBe(before);
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
