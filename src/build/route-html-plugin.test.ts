// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Screen } from '../generated/screen';
import { runtimeConfigTag } from './host-files-plugin';
import { appFilesOf, appOnUseTags, earlyCallPlan, staticPageAttribute, withLargestScriptFirst, withoutApp } from './route-html-plugin';
import { appFailedTemplateId, appReplacedTemplateId, appOnUseElementId } from '../app/on-use-plan';
import { classesInHtml } from './used-css';

const screen = {
  id: 'loan-confirm',
  title: 'Confirm',
  routes: ['/loanConfirm'],
  query: { productId: { default: '1' } },
  state: { agreed: false },
  endpoints: {
    offer: { method: 'POST', path: '/v3/offer', success: 'int0' },
    push: { method: 'POST', path: '/v3/push', success: 'int0' },
  },
  data: { offer: { endpoint: 'offer', params: { productId: { var: 'query.productId' } } }, saved: { storage: { key: 'k' } } },
  body: [{ type: 'heading', text: 'Confirm' }],
} as unknown as Screen;

describe('earlyCallPlan', () => {
  it('keeps what the screen loads on opening: its query, state, data and the endpoints those use', () => {
    expect(earlyCallPlan(screen, ['/loanConfirm'])).toEqual({
      id: 'loan-confirm',
      query: screen.query,
      state: screen.state,
      data: screen.data,
      endpoints: { offer: screen.endpoints?.offer },
      paths: ['/loanConfirm'],
    });
  });

  it('gives nothing for a screen that calls no endpoint when it opens', () => {
    expect(earlyCallPlan({ ...screen, data: { saved: { storage: { key: 'k', area: 'local' }, blocking: true } } } as Screen, ['/loanConfirm'])).toBeUndefined();
    expect(earlyCallPlan({ ...screen, data: undefined } as Screen, ['/loanConfirm'])).toBeUndefined();
  });

  it('fetches early a priority banner’s picture that a data source’s reply decides (the order status banner)', () => {
    const status = { lookup: [{ var: 'data.order.orderStatus' }, [['21', '/images/order-status/21.svg']], '/images/order-status/200.svg'] };
    const banner = (fields: object) => ({ type: 'banner', image: status, children: [], ...fields });
    const withStorage = { order: { endpoint: 'offer' }, saved: { storage: { key: 'k' } } };
    const planned = (body: unknown[], data: object = { order: { endpoint: 'offer' } }) => earlyCallPlan({ ...screen, data, body } as unknown as Screen, ['/loanConfirm']);
    expect(planned([{ type: 'stack', children: [banner({ priority: true })] }])?.pictures).toEqual([{ source: 'order', at: ['data', 'order'], src: status }]);
    expect(planned([banner({ priority: true })], withStorage)?.pictures).toHaveLength(1);
    // Not marked priority; reading the query too; reading a source the plan does not call.
    expect(planned([banner({})])).not.toHaveProperty('pictures');
    expect(planned([banner({ priority: true, image: { cat: [{ var: 'query.base' }, { var: 'data.order.orderStatus' }] } })])).not.toHaveProperty('pictures');
    expect(planned([banner({ priority: true, image: { var: 'data.saved.picture' } })], withStorage)).not.toHaveProperty('pictures');
  });

  it('plans a picture on the API (api_url) with the crossorigin its <img> has, so the early script reads no expression to find it out', () => {
    const onApi = { api_url: ['/pictures/order', 'id', { var: 'data.order.id' }] };
    const planned = earlyCallPlan({ ...screen, data: { order: { endpoint: 'offer' } }, body: [{ type: 'image', src: onApi, alt: '', priority: true }] } as unknown as Screen, ['/loanConfirm']);
    expect(planned?.pictures).toEqual([{ source: 'order', at: ['data', 'order'], src: onApi, crossOrigin: 'anonymous' }]);
  });

  describe('a screen without data sources whose onLoad opens with a call', () => {
    const landing = {
      ...screen,
      data: undefined,
      endpoints: { ...screen.endpoints, template: { method: 'GET', path: '/v2/template', success: 'str00' }, visit: { method: 'GET', effect: 'write', path: '/v2/visit', success: 'int0' } },
      onLoad: [{ type: 'call', endpoint: 'template', params: { templateId: { var: 'query.id' } }, saveAs: 'template' }, { type: 'call', endpoint: 'visit' }],
    } as unknown as Screen;

    it('starts that first call early when it only reads: a data source of its own, with the step’s params', () => {
      expect(earlyCallPlan(landing, ['/'], { hashRoutes: true })).toEqual({
        id: 'loan-confirm',
        query: screen.query,
        state: screen.state,
        data: { onLoad_template: { endpoint: 'template', blocking: true, params: { templateId: { var: 'query.id' } } } },
        endpoints: { template: landing.endpoints?.template },
        paths: ['/'],
        hashRoutes: true,
      });
    });

    it('fetches early the pictures marked priority whose address reads nothing but the saved reply, and shows those that read one value', () => {
      // As the compiler writes the expressions ("{state.template.banner}" reads one value).
      const read = (path: string) => ({ var: path });
      const body = [
        { type: 'image', priority: true, src: read('state.template.banner'), alt: '' },
        { type: 'stack', children: [{ type: 'image', priority: true, src: read('state.template.art.wide'), alt: '' }] },
        { type: 'image', src: read('state.template.logo'), alt: '' },
        { type: 'image', priority: true, src: { coalesce: [read('state.template.banner'), read('market.banner')] }, alt: '' },
        { type: 'image', priority: true, src: { cat: ['https://cdn.example/', read('state.template.banner')] }, alt: '' },
        { type: 'image', priority: true, src: read('state.templates.banner'), alt: '' },
        { type: 'image', priority: true, src: read('state.template'), alt: '' },
        { type: 'image', priority: true, src: '/images/hero.svg', alt: '' },
      ];
      const at = ['state', 'template'];
      expect(earlyCallPlan({ ...landing, body } as unknown as Screen, ['/'])?.pictures).toEqual([
        { source: 'onLoad_template', at, src: read('state.template.banner'), slot: 'state.template.banner' },
        { source: 'onLoad_template', at, src: read('state.template.art.wide'), slot: 'state.template.art.wide' },
        // Computed from the reply alone: fetched early, but the app draws it (no place in the build's page).
        { source: 'onLoad_template', at, src: body[4]!.src },
      ]);
      expect(earlyCallPlan({ ...landing, body: [body[2]] } as unknown as Screen, ['/'])).not.toHaveProperty('pictures');
    });

    it.each([
      ['a call that writes (a POST, or a GET declared effect write)', { onLoad: [{ type: 'call', endpoint: 'visit' }] }],
      ['a call whose params come from one expression (paramsFrom)', { onLoad: [{ type: 'call', endpoint: 'template', paramsFrom: 'state.params' }] }],
      ['an onLoad that opens with another step', { onLoad: [{ type: 'set-state', values: { a: 1 } }, { type: 'call', endpoint: 'template' }] }],
      ['a screen with data sources, whose early replies close before onLoad runs', { data: { saved: { storage: { key: 'k' } } } }],
    ])('starts nothing for %s', (_name, change) => {
      expect(earlyCallPlan({ ...landing, ...change } as unknown as Screen, ['/'])).toBeUndefined();
    });
  });
});

describe('an app page: its largest script asked for first', () => {
  const sizes: Record<string, number> = { '/assets/page-start-b.js': 4000, '/assets/create-app-services-c.js': 91000, '/assets/screen-d.js': 2500 };
  const entry = [
    '<head>',
    '    <meta http-equiv="Content-Security-Policy" content="default-src \'self\'" />',
    `    ${runtimeConfigTag('/')}`,
    '    <script type="module" crossorigin src="/assets/main-a.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/page-start-b.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/create-app-services-c.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/main-e.css">',
    '    <link rel="modulepreload" crossorigin href="/assets/screen-d.js" data-route="/order">',
    '  </head>',
    '<body><div id="root"></div></body>',
  ].join('\n');
  const fetched = (html: string) => [...html.matchAll(/<(?:script|link)[^>]*\s(?:src|href)="([^"]+)"/g)].map(([, file]) => file);

  it('moves the largest modulepreload before the head\'s first script, after the security policy, and keeps the rest in order', () => {
    const page = withLargestScriptFirst(entry, (href) => sizes[href] ?? 0);
    expect(fetched(page)).toEqual(['/assets/create-app-services-c.js', '/runtime-config.js', '/assets/main-a.js', '/assets/page-start-b.js', '/assets/main-e.css', '/assets/screen-d.js']);
    expect(page.indexOf('Content-Security-Policy')).toBeLessThan(page.indexOf('create-app-services-c.js'));
    expect(page.match(/create-app-services-c\.js/g)).toHaveLength(1);
  });

  it('follows the sizes, not the names', () => {
    const page = withLargestScriptFirst(entry, (href) => (href === '/assets/screen-d.js' ? 200000 : (sizes[href] ?? 0)));
    expect(fetched(page)[0]).toBe('/assets/screen-d.js');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/screen-d.js" data-route="/order">');
  });

  it('leaves a page without modulepreloads as it is', () => {
    const bare = entry.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
    expect(withLargestScriptFirst(bare, () => 1)).toBe(bare);
  });
});

describe('a static page: the entry HTML without the app', () => {
  it('drops the module scripts and modulepreloads, keeps the stylesheets and the runtime values, and adds its own script', () => {
    const entry = [
      '<head>',
      `    ${runtimeConfigTag('/')}`,
      '    <script type="module" crossorigin src="/assets/main-a.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/ui-b.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/main-c.css">',
      '  </head>',
      '<body><div id="root"></div></body>',
    ].join('\n');
    const page = withoutApp(entry, '/assets/static-page-d.js');
    expect(page).not.toMatch(/main-a\.js|modulepreload/);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/main-c.css">');
    // The runtime values first: the page's own script reads them.
    expect(page.indexOf(runtimeConfigTag('/'))).toBeGreaterThan(0);
    expect(page.indexOf(runtimeConfigTag('/'))).toBeLessThan(page.indexOf('static-page-d.js'));
    expect([...page.matchAll(/<script type="module"[^>]*>/g)].map(([tag]) => tag)).toEqual([`<script type="module" crossorigin src="/assets/static-page-d.js" ${staticPageAttribute}>`]);
  });

  it("links the static page script's imports beside it, so they do not wait for it", () => {
    const entry = ['<head>', '    <script type="module" crossorigin src="/assets/main-a.js"></script>', '  </head>', '<body><div id="root"></div></body>'].join('\n');
    const page = withoutApp(entry, '/assets/static-page-d.js', ['/assets/page-start-e.js', '/assets/market-f.js']);
    expect([...page.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(([, href]) => href)).toEqual(['/assets/page-start-e.js', '/assets/market-f.js']);
    expect(page.indexOf('static-page-d.js')).toBeLessThan(page.indexOf('page-start-e.js'));
  });
});

describe('a page that loads the app on use: what it carries for that moment', () => {
  const entry = [
    '<head>',
    '    <script type="module" crossorigin src="/assets/main-a.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/ui-b.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/main-c.css">',
    '  </head>',
  ].join('\n');

  it('names what an app page fetches as it starts, the entry first', () => {
    expect(appFilesOf(entry)).toEqual({ entry: '/assets/main-a.js', files: ['/assets/main-a.js', '/assets/ui-b.js', '/assets/main-c.css'] });
    expect(() => appFilesOf('<head></head>')).toThrow(/no module script/);
  });

  it('carries the plan as data no browser fetches from, the failure toast and the new-release notice, with the classes whose CSS the prerender inlines', () => {
    const tags = appOnUseTags({ loader: '/assets/load-app-on-use-e.js', entry: '/assets/main-a.js', files: ['/assets/main-a.js'] }, { networkError: 'No <network> & "retry"', newVersion: 'A new <version>', reload: 'Reload & go' }).join('\n');
    const page = withoutApp(entry.replace('</head>', `${tags}</head>`), '/assets/static-page-d.js');
    expect(page).toContain(`<script type="application/json" id="${appOnUseElementId}">{"loader":"/assets/load-app-on-use-e.js","entry":"/assets/main-a.js","files":["/assets/main-a.js"]}</script>`);
    // Nothing the browser fetches before use: no module script or modulepreload of the app.
    expect(page).not.toMatch(/src="\/assets\/main-a\.js"|modulepreload/);
    expect(page).toContain(`<template id="${appFailedTemplateId}"><div class="toast-layer" role="alert"><div class="toast toast-fail">No &lt;network> &amp; &quot;retry&quot;</div></div></template>`);
    expect(page).toContain(`<template id="${appReplacedTemplateId}"><div class="release-notice" role="alert"><span>A new &lt;version></span><button type="button">Reload &amp; go</button></div></template>`);
    expect([...classesInHtml(page)]).toEqual(expect.arrayContaining(['toast-layer', 'toast', 'release-notice']));
  });
});
