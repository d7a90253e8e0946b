import { act, renderHook } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BuiltPassProvider, keepsLayout, LayoutProvider, useBuiltPassOf, useMountedInBuiltPass, usePagePasses, useUnknownRoots } from './render-phase';

const within = (built: boolean, layout: boolean) =>
  function Phase({ children }: { children: ReactNode }) {
    return (
      <BuiltPassProvider value={built}>
        <LayoutProvider value={layout}>{children}</LayoutProvider>
      </BuiltPassProvider>
    );
  };

describe('render phases', () => {
  it.each([
    [false, false, []],
    [false, true, ['data']],
    [true, false, ['query', 'form', 'now']],
    [true, true, ['data', 'query', 'form', 'now']],
  ])('built %s, layout %s: the roots not known are %j', (built, layout, roots) => {
    const { result } = renderHook(() => useUnknownRoots(), { wrapper: within(built, layout) });
    expect([...result.current]).toEqual(roots);
  });

  it('ends the built pass once it is committed, and only over a prerendered page', async () => {
    const seen: boolean[] = [];
    await act(async () => {
      renderHook(() => seen.push(useBuiltPassOf(true)));
    });
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
    const { result } = renderHook(() => useBuiltPassOf(false));
    expect(result.current).toBe(false);
  });

  it.each([
    ['hydrating the build’s page: the render that ends the built pass', true, false, [false, true, false]],
    ['drawing over the build’s page: the first render', false, true, [true, false]],
    ['any other page: none', false, false, [false]],
  ])('the first live draw is, %s', async (_what, prerendered, drawnOver, expected) => {
    // Each render's answer, as a component rendering then would read it; one more render after the last commit.
    const seen: { built: boolean; first: boolean }[] = [];
    let again: () => void = () => undefined;
    await act(async () => {
      renderHook(() => {
        const [, setCount] = useState(0);
        again = () => setCount((count) => count + 1);
        const passes = usePagePasses(prerendered, drawnOver);
        seen.push({ built: passes.built, first: passes.firstLiveDraw() });
      });
    });
    await act(async () => again());
    // React may render a pass twice before committing it (StrictMode, a transition started again): the same answer each time.
    const answers = seen.filter((render, i) => i === 0 || render.built !== seen[i - 1]!.built || render.first !== seen[i - 1]!.first).map((render) => render.first);
    expect(answers).toEqual(expected);
  });

  it('remembers that a component was first drawn in the built pass after the pass is over', () => {
    let built = true;
    const { result, rerender } = renderHook(() => useMountedInBuiltPass(), { wrapper: ({ children }) => <BuiltPassProvider value={built}>{children}</BuiltPassProvider> });
    built = false;
    rerender();
    expect(result.current).toBe(true);
  });

  it.each([
    ['a blocking source still loading', {}, { enabled: true, loading: true }, false, true],
    ['a blocking source loaded', {}, { enabled: true, loading: false }, false, false],
    ['a source that does not block', { blocking: false }, { enabled: true, loading: true }, false, false],
    ['a source switched off', {}, { enabled: false, loading: false }, false, false],
    ['on the build page, a source that will load', {}, { enabled: true, loading: false }, true, true],
    ['on the build page, a stored source', { storage: { key: 'offer' } }, { enabled: false, loading: false }, true, true],
    ['on the build page, a source switched off', {}, { enabled: false, loading: false }, true, false],
  ])('keeps the layout for %s', (_what, source, state, built, expected) => {
    expect(keepsLayout(source, state, built)).toBe(expected);
  });
});
