import { describe, expect, it } from 'vitest';
import { followHostNotFound, takeOver } from './prerendered-route';

describe('takeOver (what src/app/mount-app.tsx does with the markup in #root)', () => {
  it.each([
    ['this route in the page’s language: hydrated', { route: '/About', language: 'fil' }, { pathname: '/About', language: 'fil' }, 'hydrate'],
    ['the English page, read in English', { route: '/', language: 'en' }, { pathname: '/', language: 'en' }, 'hydrate'],
    ['a host that adds a trailing slash', { route: '/About', language: 'en' }, { pathname: '/About/', language: 'en' }, 'hydrate'],
    ['this route in another language (the host app’s property chose it): kept until drawn afresh', { route: '/About', language: 'en' }, { pathname: '/About', language: 'fil' }, 'keep-then-draw'],
    ['a Filipino page read in English', { route: '/About', language: 'fil' }, { pathname: '/About', language: 'en' }, 'keep-then-draw'],
    ['markup without its language', { route: '/About' }, { pathname: '/About', language: 'en' }, 'keep-then-draw'],
    ['another route’s page (a host’s fallback): drawn afresh', { route: '/', language: 'fil' }, { pathname: '/complaintList', language: 'fil' }, 'draw'],
    ['no prerendered markup', {}, { pathname: '/', language: 'en' }, 'draw'],
  ] as const)('%s', (_why, markup, page, expected) => {
    expect(takeOver(markup, page)).toBe(expected);
  });
});

describe('followHostNotFound (the host answered the address with its not-found page)', () => {
  const rootFor = (route?: string) => {
    const root = document.createElement('div');
    if (route) root.setAttribute('data-prerendered', route);
    return root;
  };

  it.each([
    ['the not-found page at another address: the address becomes /notFound, query kept', '/notFound', '/testPreview', '/notFound'],
    ['the not-found page at its own address: unchanged', '/notFound', '/notFound', '/notFound'],
    ["a route's own page: unchanged", '/About', '/About', '/About'],
    ["a host's fallback page for a client route: unchanged", '/', '/complaintList', '/complaintList'],
  ])('%s', (_why, drawnFor, at, expected) => {
    window.history.replaceState(null, '', `${at}?appVersion=1.0.0`);
    followHostNotFound(rootFor(drawnFor));
    expect(window.location.pathname).toBe(expected);
    expect(window.location.search).toBe('?appVersion=1.0.0');
  });
});
