// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadSchemaFiles } from '../1-parse/files-on-disk';
import { compiledFormSchemas, withSchemaDefaults } from './schema-defaults';

const schemas = loadSchemaFiles();

describe('withSchemaDefaults', () => {
  it('fills in what the schema says a left-out property is, in blocks and steps by their type, keeping what is written', () => {
    const document = withSchemaDefaults(
      {
        id: 'x',
        title: 'X',
        routes: ['/x'],
        body: [{ type: 'button', label: 'Go', variant: 'secondary', onTap: [{ type: 'toast', message: 'Hi' }] }],
        dialogs: { more: { kind: 'sheet', body: [{ type: 'heading', text: 'More' }] } },
      },
      schemas,
    );
    expect(document).toMatchObject({ entry: 'app', layout: 'webview' });
    expect(document.body[0]).toEqual({ type: 'button', label: 'Go', variant: 'secondary', fullWidth: true, submit: false, onTap: [{ type: 'toast', message: 'Hi', kind: 'info' }] });
    expect(document.dialogs.more).toEqual({ kind: 'sheet', closable: true, body: [{ type: 'heading', text: 'More', level: 2, align: 'left' }] });
  });

  it('leaves expressions, compiled to json-logic, as they are', () => {
    const when = { '==': [{ var: 'state.tab' }, 'a'] };
    const { body } = withSchemaDefaults({ id: 'x', title: 'X', routes: ['/x'], body: [{ type: 'paragraph', text: { var: 'data.a' }, when }] }, schemas);
    expect(body[0]).toMatchObject({ text: { var: 'data.a' }, when: { '==': [{ var: 'state.tab' }, 'a'] } });
  });
});

describe('compiledFormSchemas', () => {
  it('requires every property with a default, for the generated types of the compiled form', () => {
    const button = compiledFormSchemas(schemas)['widgets/button.json'] as { required: string[] };
    expect(button.required).toEqual(expect.arrayContaining(['type', 'label', 'variant', 'fullWidth', 'submit']));
  });
});
