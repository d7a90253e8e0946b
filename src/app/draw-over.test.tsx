import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawOver } from './draw-over';
import { prerenderedAttribute, prerenderedLanguageAttribute } from './prerendered-route';

describe('drawOver', () => {
  it('keeps the build’s markup on screen until React commits its own, then drops the prerender marks', async () => {
    const root = document.createElement('div');
    root.setAttribute(prerenderedAttribute, '/order');
    root.setAttribute(prerenderedLanguageAttribute, 'en');
    root.innerHTML = '<p class="layout">layout</p>';
    document.body.append(root);
    const built = root.firstElementChild;
    drawOver(root, <p className="data">data</p>);
    // Scheduled in a transition: nothing has changed yet, the page is never blank.
    expect(root.firstElementChild).toBe(built);
    expect(root.hasAttribute(prerenderedAttribute)).toBe(true);
    await act(async () => undefined);
    expect(root.innerHTML).toBe('<p class="data">data</p>');
    expect(built?.isConnected).toBe(false);
    expect(root.hasAttribute(prerenderedAttribute)).toBe(false);
    expect(root.hasAttribute(prerenderedLanguageAttribute)).toBe(false);
    root.remove();
  });
});
