// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashRoute, landingAddress } from './landing-address';

describe('landingAddress', () => {
  it.each([
    ['no query before the hash: unchanged', { pathname: '/promotion/', search: '', hash: '#/?id=1' }, null],
    ['query before an empty hash moves into it', { pathname: '/promotion/', search: '?id=2&UC=x', hash: '' }, '/promotion/#/?id=2&UC=x'],
    ['the hash keeps its path; its own values win', { pathname: '/promotion/', search: '?id=2&app_from=fb', hash: '#/agreementTemplate?id=3' }, '/promotion/#/agreementTemplate?id=3&app_from=fb'],
    ['encoded values stay encoded', { pathname: '/promotion/', search: '?utm_tag=a%20b%26c', hash: '#/' }, '/promotion/#/?utm_tag=a+b%26c'],
  ])('%s', (_name, location, expected) => {
    expect(landingAddress(location)).toBe(expected);
  });
});

describe('hashRoute', () => {
  it.each([
    ['an empty hash is the home route', { pathname: '/promotion/', search: '', hash: '' }, { path: '/', search: '' }],
    ['the query before the hash counts, the hash’s own values win', { pathname: '/promotion/', search: '?id=2&app_from=fb', hash: '#/agreementTemplate?id=3' }, { path: '/agreementTemplate', search: 'id=3&app_from=fb' }],
    ['a hash without a query', { pathname: '/promotion/', search: '?id=4', hash: '#/' }, { path: '/', search: 'id=4' }],
  ])('%s', (_name, location, expected) => {
    expect(hashRoute(location)).toEqual(expected);
  });
});
