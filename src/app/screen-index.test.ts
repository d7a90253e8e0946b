import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from './page-screens';
import { pageScreensElementId } from './page-screens';
import { forgetPageScreens, screenAt, screenWithId } from './screen-index';

// The whole manifest, counted each time a lookup reads it.
const manifestRead = vi.hoisted(() => vi.fn());
vi.mock('virtual:screens', () => {
  const meta = (id: string, routes: string[], entry = 'app') => ({ id, file: `screens/${id}.json`, entry, routes, widgets: [], mobileNumbers: false, data: false, load: async () => ({ id }) });
  const screens = [meta('faq', ['/faq']), meta('about-us', ['/aboutUs']), meta('not-found', ['/notFound']), meta('promo-register', ['/'], 'promotion')];
  return {
    get screens() {
      manifestRead();
      return screens;
    },
    screenById: (id: string) => {
      manifestRead();
      return screens.find((s) => s.id === id);
    },
  };
});

const faq: PageScreen = { id: 'faq', file: 'screens/faq.json', entry: 'app', routes: ['/faq'], widgets: ['heading'], mobileNumbers: false, form: false, dialogs: {}, data: false, language: 'fil', module: '/assets/faq-fil.js' };

function pageNaming(screens: PageScreen[] | string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = pageScreensElementId;
  block.textContent = typeof screens === 'string' ? screens : JSON.stringify(screens);
  document.head.append(block);
}

describe('screen-index: the screen an address shows', () => {
  beforeEach(() => {
    forgetPageScreens();
    manifestRead.mockClear();
  });
  afterEach(() => document.getElementById(pageScreensElementId)?.remove());

  it("finds the page's own screen in its HTML, without fetching the manifest", async () => {
    pageNaming([faq]);
    expect(await screenAt('app', '/faq')).toMatchObject({ id: 'faq', widgets: ['heading'] });
    expect(await screenAt('app', '/faq/')).toMatchObject({ id: 'faq' });
    expect(await screenWithId('faq')).toMatchObject({ id: 'faq' });
    expect(manifestRead).not.toHaveBeenCalled();
  });

  it('reads the manifest for a screen the page does not name', async () => {
    pageNaming([faq]);
    expect(await screenAt('app', '/aboutUs')).toMatchObject({ id: 'about-us' });
    expect(await screenWithId('not-found')).toMatchObject({ id: 'not-found' });
    expect(manifestRead).toHaveBeenCalled();
  });

  it('matches routes exactly and by entry: case, another entry, an unknown path', async () => {
    pageNaming([faq]);
    expect(await screenAt('app', '/FAQ')).toBeUndefined();
    expect(await screenAt('app', '/')).toBeUndefined();
    expect(await screenAt('promotion', '/')).toMatchObject({ id: 'promo-register' });
    expect(await screenAt('app', '/no/such/page')).toBeUndefined();
  });

  it('goes to the manifest when the block is missing or unreadable', async () => {
    pageNaming('{not json');
    expect(await screenAt('app', '/faq')).toMatchObject({ id: 'faq', file: 'screens/faq.json' });
    expect(manifestRead).toHaveBeenCalled();
  });

  it("loads the page's screen in another language than the page's through the manifest", async () => {
    pageNaming([faq]);
    const meta = await screenAt('app', '/faq');
    await expect(meta!.load('en')).resolves.toEqual({ id: 'faq' });
    expect(manifestRead).toHaveBeenCalled();
  });
});
