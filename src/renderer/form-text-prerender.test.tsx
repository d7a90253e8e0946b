// Issue 29: the page the build prerenders has no form values (no draft, nothing typed), so a text
// that reads one drew a half sentence ("You repay on", "for days.") until the scripts ran. It is a
// placeholder there, as a text that reads data is.
import { prerenderToNodeStream } from 'react-dom/static';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { createAppServices } from '../app/create-app-services';
import { parseTemplate } from '../compiler/shared/expression-parser';
import type { Screen } from '../generated/screen';
import { loadWidgets } from '../widgets/registry';
import { AppServicesContext } from './app-services';
import { NavigationContext } from './navigation';
import { BuiltPassProvider } from './render-phase';
import { ScreenView } from './screen-view';
import { WidgetsContext } from './widgets-context';
import { FormHookContext } from './form-hook';
import { useScreenForm } from './screen-form';

const repayOn = "You repay on {date(add_days(now(), form.term), 'MMM D, YYYY')}";
const termText = 'A loan for {form.term} days.';
const heading = 'Loan calculator';
const nextMonth = "One month from today is {date(add_months(now(), 1), 'MMM D, YYYY')}.";

const calculator = {
  id: 'calculator',
  title: 'Calculator',
  routes: ['/calculator'],
  body: [
    { type: 'heading', text: heading },
    { type: 'number-field', name: 'term', label: 'Term in days' },
    { type: 'paragraph', text: parseTemplate(repayOn) },
    { type: 'paragraph', text: parseTemplate(termText) },
    { type: 'paragraph', text: parseTemplate(nextMonth) },
  ],
} as unknown as Screen;

async function calculatorPage(built: boolean) {
  const widgets = await loadWidgets(['heading', 'number-field', 'paragraph']);
  return (
    <MantineProvider theme={theme}>
      <AppServicesContext.Provider value={createAppServices('')}>
        <NavigationContext.Provider value={createMemoryHistory({ initialEntries: ['/calculator'] })}>
          <BuiltPassProvider value={built}>
            <WidgetsContext.Provider value={widgets}>
              <FormHookContext.Provider value={useScreenForm}>
                <ScreenView document={calculator} file="screens/calculator.json" search={{}} />
              </FormHookContext.Provider>
            </WidgetsContext.Provider>
          </BuiltPassProvider>
        </NavigationContext.Provider>
      </AppServicesContext.Provider>
    </MantineProvider>
  );
}

/** The page as the build draws it (src/app/prerender.tsx): waiting for what suspends, not its loading state. */
async function prerendered(): Promise<HTMLElement> {
  const { prelude } = await prerenderToNodeStream(await calculatorPage(true));
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

describe('a text that reads a form value, on the prerendered page', () => {
  it('is a placeholder of its size, not a half sentence; the rest of the form draws as it will be', async () => {
    const page = await prerendered();
    expect(page.textContent).toContain(heading);
    expect(page.querySelector('input[name="term"]')).not.toBeNull();
    expect(page.textContent).not.toContain('You repay on');
    expect(page.textContent).not.toContain('days.');
    const placeholders = page.querySelectorAll('.block-skeleton-group[data-kind="paragraph"][aria-hidden="true"]');
    expect(placeholders).toHaveLength(3);
  });

  it("is a placeholder when it reads now(): the build's day would not be the reader's, and hydration would not match", async () => {
    const page = await prerendered();
    expect(page.textContent).not.toContain('One month from today');
  });

  it('is the text once the page draws with its own values', async () => {
    render(await calculatorPage(false));
    expect(await screen.findByText(/^You repay on/)).toBeInTheDocument();
    expect(document.querySelector('.block-skeleton')).toBeNull();
  });
});
