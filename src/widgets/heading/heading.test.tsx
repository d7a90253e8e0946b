// A heading's level is its place in the outline screen readers list, its size how large it looks:
// the complaint start's section heading sits at level 2 under the page's title and keeps the look of
// a sub-section's (axe heading-order, tests/e2e/every-page.e2e.ts).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../tests/harness/render-app';
import { screenCopy } from '../../../tests/support/screen-copy';
import { withDevApi } from '../../../tests/harness/fresh-dev-api';

withDevApi();

describe('heading level and size', () => {
  it('draws the element of its level with the look of its size', async () => {
    const block = screenCopy('complaint').block('heading with a size of its own', (b) => b.type === 'heading' && b.size !== undefined);
    renderApp('/complaint?orderId=10180');
    const heading = await screen.findByRole('heading', { name: block.text as string, level: block.level as number }, { timeout: 5000 });
    const levelLook = (n: number) => `h${n + 1}`;
    expect(heading).toHaveAttribute('data-size', levelLook(block.size as number));
    expect(block.size).not.toBe(block.level);
  });
});
