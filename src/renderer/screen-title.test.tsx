// A screen's title may read data, and is read outside every block's boundary: data it cannot make
// text of (JSON can give an object an own toString: {"toString": 1}) leaves the page without the
// title's name, not without the page (the screen fuzz found a title that took the screen down).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Screen } from '../generated/screen';
import { PreviewScreen } from '../storybook/preview-screen';

function titled(title: unknown, odd: unknown): Screen {
  return { id: 'titled', title, routes: ['/titled'], state: { odd }, body: [{ type: 'paragraph', text: 'The page' }] } as unknown as Screen;
}

describe("a screen's title that reads a value", () => {
  it('names the page with the value', async () => {
    render(<PreviewScreen document={titled({ cat: ['Order ', { var: 'state.odd' }] }, 'KGP-1')} />);
    expect(await screen.findByRole('main', { name: 'Order KGP-1' }, { timeout: 5000 })).toHaveTextContent('The page');
  });

  it('leaves the page unnamed, and drawn, when the value cannot be text', async () => {
    const odd = JSON.parse('{"toString": 1}') as unknown;
    expect(() => String(odd)).toThrow(TypeError);
    render(<PreviewScreen document={titled({ cat: ['Order ', { var: 'state.odd' }] }, odd)} />);
    expect(await screen.findByText('The page', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-label');
  });
});
