import { createElement, Profiler, type ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, warmUpApp } from '../../tests/harness/render-app';
import { bankForm } from '../../tests/support/bank-form';
import { ofType } from '../../tests/support/screen-copy';
import type { WidgetProps } from './widgets-context';
import { withDevApi } from '../../tests/harness/fresh-dev-api';

// Every block's subtree is wrapped in a Profiler named by its JSON pointer, so the test sees which
// blocks committed after a keystroke.
const commits = new Map<string, number>();
vi.mock('../widgets/registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('../widgets/registry')>();
  const profiled = (Widget: ComponentType<WidgetProps>) => (props: WidgetProps) =>
    createElement(Profiler, { id: props.pointer, onRender: (id: string) => commits.set(id, (commits.get(id) ?? 0) + 1) }, createElement(Widget, props));
  return {
    ...original,
    loadWidgets: async (types: readonly string[]) => {
      const registry = await original.loadWidgets(types);
      return Object.fromEntries(Object.entries(registry).map(([type, Widget]) => [type, profiled(Widget as ComponentType<WidgetProps>)]));
    },
  };
});

withDevApi();

// The bank form drawn once before the tests (warmUpApp says why: a cold worker on a busy machine
// missed the first test's 5 s wait); its commits are not the tests'.
beforeAll(async () => {
  await warmUpApp('/bindBank?productId=1', () => screen.findByLabelText(bankForm.field('tinNumber'), {}, { timeout: 60_000 }));
  commits.clear();
}, 90_000);

describe('render scope', () => {
  it('each field of the bank form draws once as the form mounts', async () => {
    renderApp('/bindBank?productId=1');
    await screen.findByLabelText(bankForm.field('tinNumber'), {}, { timeout: 5000 });
    // Past the form's mount: its own re-render (react-hook-form marks itself ready) came in the same task.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fields = bankForm.copy.at('server-fields block', ofType('server-fields'));
    const items = [...commits].filter(([id]) => id.startsWith(`${fields}/items/`));
    expect(items.length).toBeGreaterThan(3);
    // Twice before: every block reading react-hook-form's context drew again when the form state changed.
    expect(items.filter(([, n]) => n !== 1)).toEqual([]);
  });


  it('a keystroke re-renders no block: the text field\'s input shows what is typed by itself', async () => {
    const user = userEvent.setup();
    renderApp('/bindBank?productId=1');
    const tin = await screen.findByLabelText(bankForm.field('tinNumber'), {}, { timeout: 5000 });
    await user.click(tin);
    const before = new Map(commits);
    await user.keyboard('4');
    await user.keyboard('2');
    const changed = [...commits].filter(([id, n]) => before.get(id) !== n).map(([id]) => id).sort();
    expect(tin).toHaveValue('42');
    // Before issue 64 the TIN item and its container (the server-fields block) drew again on each
    // key, the input being controlled; no sibling field, tab row or footer ever did.
    expect(changed).toEqual([]);
    expect(commits.size).toBeGreaterThan(6);
  });
});
