import { describe, expect, it } from 'vitest';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { elementSelector, vitalEntry } from './vital-entry';

const metric = (fields: object) => ({ rating: 'good', navigationType: 'navigate', delta: 0, id: 'v6-1', entries: [], ...fields }) as unknown as MetricWithAttribution;

describe('vitals as entries', () => {
  it('keeps the LCP element as a selector and its image as origin and path', () => {
    const entry = vitalEntry(metric({ name: 'LCP', value: 1234.56, attribution: { target: 'main>img.banner', url: 'https://cdn.kaagapay.ph/b.png?sessionId=sess-42', timeToFirstByte: 100.04, resourceLoadDelay: 1, resourceLoadDuration: 2, elementRenderDelay: 3 } }), 1500.7);
    expect(entry).toEqual({
      kind: 'vital', name: 'LCP', value: 1234.6, rating: 'good', navigationType: 'navigate', at: 1501,
      attribution: { target: 'main>img.banner', url: 'https://cdn.kaagapay.ph/b.png', timeToFirstByte: 100, resourceLoadDelay: 1, resourceLoadDuration: 2, elementRenderDelay: 3 },
    });
  });

  it('names an LCP element that has left the page from the element the early listener kept', () => {
    document.body.innerHTML = '<main id="app"><div class="boot  loading"><p class="label big extra">Loading</p></div></main>';
    const label = document.querySelector('p');
    document.body.innerHTML = '';
    expect(elementSelector(label)).toBe('main#app>div.boot.loading>p.label.big');
    expect(vitalEntry(metric({ name: 'LCP', value: 1, attribution: { elementRenderDelay: 1 } }), 0, () => label).attribution?.target).toBe('main#app>div.boot.loading>p.label.big');
  });

  it("keeps INP's target and type, and CLS's largest shift", () => {
    expect(vitalEntry(metric({ name: 'INP', value: 250, attribution: { interactionTarget: 'button#send', interactionType: 'pointer', loadState: 'complete', inputDelay: 5, processingDuration: 200, presentationDelay: 45 } }), 0).attribution).toEqual({ target: 'button#send', interactionType: 'pointer', loadState: 'complete', inputDelay: 5, processingDuration: 200, presentationDelay: 45 });
    expect(vitalEntry(metric({ name: 'CLS', value: 0.123456, attribution: { largestShiftTarget: 'div.card', largestShiftValue: 0.1, loadState: 'dom-interactive' } }), 0)).toMatchObject({ value: 0.1235, attribution: { target: 'div.card', largestShiftValue: 0.1 } });
  });
});
