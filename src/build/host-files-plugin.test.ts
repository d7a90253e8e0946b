// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runtimeConfigTag, withHostTags } from './host-files-plugin';

/** The tags of a page, in the order the browser meets them. */
const tags = (html: string) => [...html.matchAll(/<(script|meta name="kaagapay-build")[^>]*>/g)].map(([tag]) => tag);

describe('withHostTags', () => {
  it('puts the runtime file first of the scripts in <head>, deferred: the module scripts after it read its values, and nothing waits for it', () => {
    const built = [
      '<head>',
      '    <title>x</title>',
      '    <script type="module" crossorigin src="/assets/main-a.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/ui-b.js">',
      '  </head>',
      '  <body><div id="root"></div></body>',
    ].join('\n');
    const page = withHostTags(built, '/', '1.0.0');
    expect(tags(page)).toEqual([runtimeConfigTag('/').replace('</script>', ''), '<script type="module" crossorigin src="/assets/main-a.js">', '<meta name="kaagapay-build" content="1.0.0" />']);
    expect(runtimeConfigTag('/')).toMatch(/^<script defer [^>]*src="\/runtime-config\.js">/);
    // Not a script the parser stops at: none in <body>.
    expect(page.slice(page.indexOf('<body>'))).not.toContain('<script');
    expect(page).toContain(`    ${runtimeConfigTag('/')}\n    <script type="module"`);
  });

  it('puts it before </head> in a page whose scripts are all in <body> (the dev server’s entry), and under the base', () => {
    const page = withHostTags('<head>\n    <title>x</title>\n  </head>\n  <body><script type="module" src="/src/app/main.ts"></script></body>', '/app/', 'dev');
    const at = page.indexOf(runtimeConfigTag('/app/'));
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(page.indexOf('</head>'));
    expect(at).toBeLessThan(page.indexOf('/src/app/main.ts'));
  });
});
