import { describe, expect, it } from 'vitest';
import { SourceMapConsumer, SourceMapGenerator } from 'source-map-js';
import { charactersPerPart, partOf } from './bundle-composition';

describe('bundle composition', () => {
  it('names a source by its package, its src/ folder or its screen', () => {
    expect(partOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(partOf('../../node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBe('@mantine/core');
    expect(partOf('../../node_modules/.pnpm/x/node_modules/@tanstack/router-core/dist/esm/router.js')).toBe('@tanstack/router-core');
    expect(partOf('../../src/renderer/block-view.tsx')).toBe('src/renderer');
    expect(partOf('/work/main/screens/about-us.json?screen')).toBe('screens/about-us.json');
    expect(partOf('\0rolldown/runtime.js')).toBe('unmapped');
  });

  it('counts the generated characters each source maps to, up to the next segment or the line end', () => {
    const code = 'aaaabbbbbbcc\ndddd';
    const generator = new SourceMapGenerator({ file: 'chunk.js' });
    const map = (line: number, column: number, source: string) => generator.addMapping({ generated: { line, column }, original: { line: 1, column: 0 }, source });
    map(1, 0, 'node_modules/react-dom/index.js');
    map(1, 4, 'src/widgets/button.tsx');
    map(1, 10, 'node_modules/react-dom/client.js');
    map(2, 0, 'src/renderer/gate.tsx');
    const parts = charactersPerPart(code, new SourceMapConsumer(JSON.parse(generator.toString())));
    expect(Object.fromEntries(parts)).toEqual({ 'react-dom': 6, 'src/widgets': 6, 'src/renderer': 4 });
  });
});
