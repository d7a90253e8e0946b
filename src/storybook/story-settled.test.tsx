import { useEffect, useState } from 'react';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { neverAnswered, StorySettled } from './story-settled';

// What the smoke run (tests/storybook/smoke.ts) waits for instead of a fixed sleep.
function Screen({ then }: { then: 'ready' | 'failed' | 'loading' }) {
  const [shown, setShown] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    const timer = setTimeout(() => setShown(then), 20);
    return () => clearTimeout(timer);
  }, [then]);
  if (shown === 'ready') return <div data-screen="faq">FAQ</div>;
  return <div className="screen-state" role={shown === 'failed' ? 'alert' : 'status'} />;
}

const marker = (container: HTMLElement) => container.querySelector('[data-story-state]')!;

describe('StorySettled', () => {
  it('is at rest once the screen is drawn, not while it loads', async () => {
    const { container } = render(
      <StorySettled>
        <Screen then="ready" />
      </StorySettled>,
    );
    expect(marker(container).getAttribute('data-story-state')).toBe('loading');
    expect(marker(container).hasAttribute('data-story-settled')).toBe(false);
    await waitFor(() => expect(marker(container).getAttribute('data-story-state')).toBe('ready'));
    expect(marker(container).hasAttribute('data-story-settled')).toBe(true);
  });

  it('is at rest on the failure state', async () => {
    const { container } = render(
      <StorySettled>
        <Screen then="failed" />
      </StorySettled>,
    );
    await waitFor(() => expect(marker(container).hasAttribute('data-story-settled')).toBe(true));
    expect(marker(container).getAttribute('data-story-state')).toBe('failed');
  });

  it('is at rest while loading only when one of the story’s replies never comes', () => {
    const replies = { '/faq/list': { never: true }, '/user/info': { json: {} } };
    expect(neverAnswered(replies)).toEqual(['/faq/list']);
    const { container } = render(
      <StorySettled never={neverAnswered(replies)}>
        <Screen then="loading" />
      </StorySettled>,
    );
    expect(marker(container).hasAttribute('data-story-settled')).toBe(true);
    expect(marker(container).getAttribute('data-story-never')).toBe('/faq/list');
  });
});
