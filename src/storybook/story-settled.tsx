import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** What a screen story shows now, read from the renderer's own markup. */
export type StoryState = 'pending' | 'loading' | 'ready' | 'failed';

export function storyStateOf(element: Element): StoryState {
  if (element.querySelector('[data-screen]')) return 'ready';
  if (element.querySelector('.screen-state[role="alert"]')) return 'failed';
  if (element.querySelector('.screen-state[role="status"]')) return 'loading';
  return 'pending';
}

/**
 * Marks a screen story with what it shows (`data-story-state`) and whether that is where it comes
 * to rest (`data-story-settled`): the screen drawn or its failure state, or, when one of the
 * story's replies never comes (`never`), its loading state. The Storybook smoke run waits for it
 * instead of sleeping; `data-story-never` lists those paths, whose requests it does not wait for.
 */
export function StorySettled({ never = [], expects, children }: { never?: string[]; expects?: StoryState; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const mark = () => {
      const state = storyStateOf(element);
      const settled = state === 'ready' || state === 'failed' || (state === 'loading' && never.length > 0);
      if (element.dataset.storyState !== state) element.dataset.storyState = state;
      if (settled) element.dataset.storySettled = '';
      else delete element.dataset.storySettled;
    };
    mark();
    const observer = new MutationObserver(mark);
    // The loading and failure states can be one element whose role changes.
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['role', 'class', 'data-screen'] });
    return () => observer.disconnect();
  }, [never.length]);
  return (
    <div ref={ref} data-story-never={never.join(' ') || undefined} data-story-expects={expects} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** The paths of a story's replies that never come (dev-API overrides with `never: true`). */
export function neverAnswered(replies: Record<string, unknown>): string[] {
  return Object.entries(replies).flatMap(([path, reply]) => (typeof reply === 'object' && reply !== null && (reply as { never?: unknown }).never === true ? [path] : []));
}
