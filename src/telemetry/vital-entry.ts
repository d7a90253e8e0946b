import type { MetricWithAttribution } from 'web-vitals/attribution';
import type { Attribution, VitalEntry } from '../generated/telemetry-batch';
import { scrubText, scrubUrl } from './scrub';

const ms = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 10) / 10);

/** A selector as web-vitals builds it (tags, ids, classes): never text, but an id could hold digits. */
const selector = (value: string | undefined) => (value ? scrubText(value).slice(0, 300) : undefined);

/**
 * A selector for an element web-vitals could not name because it had left the page before the
 * collector loaded: its tag, id and first classes, up to 5 levels of what was its place.
 */
export function elementSelector(node: Element | null): string | undefined {
  const parts: string[] = [];
  for (let element = node; element && parts.length < 5; element = element.parentElement) {
    const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).filter(Boolean).slice(0, 2) : [];
    parts.unshift(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes.map((name) => `.${name}`).join('')}`);
    if (element.id) break;
  }
  return parts.length ? parts.join('>') : undefined;
}

/** Each metric's attribution, the fields its schema names: where it came from and how long each part took. */
function attributionOf(metric: MetricWithAttribution, lcpElement: () => Element | null): Attribution {
  switch (metric.name) {
    case 'LCP': {
      const a = metric.attribution;
      return { target: selector(a.target ?? elementSelector(lcpElement())), url: a.url ? scrubUrl(a.url) : undefined, timeToFirstByte: ms(a.timeToFirstByte), resourceLoadDelay: ms(a.resourceLoadDelay), resourceLoadDuration: ms(a.resourceLoadDuration), elementRenderDelay: ms(a.elementRenderDelay) };
    }
    case 'INP': {
      const a = metric.attribution;
      return { target: selector(a.interactionTarget), interactionType: a.interactionType, loadState: a.loadState, inputDelay: ms(a.inputDelay), processingDuration: ms(a.processingDuration), presentationDelay: ms(a.presentationDelay) };
    }
    case 'CLS': {
      const a = metric.attribution;
      return { target: selector(a.largestShiftTarget), largestShiftValue: a.largestShiftValue, loadState: a.loadState };
    }
    case 'FCP': {
      const a = metric.attribution;
      return { timeToFirstByte: ms(a.timeToFirstByte), firstByteToFCP: ms(a.firstByteToFCP), loadState: a.loadState };
    }
    case 'TTFB': {
      const a = metric.attribution;
      return { waitingDuration: ms(a.waitingDuration), dnsDuration: ms(a.dnsDuration), connectionDuration: ms(a.connectionDuration), requestDuration: ms(a.requestDuration) };
    }
  }
}

/** A metric as a batch entry (undefined fields left out, as JSON.stringify would anyway). */
export function vitalEntry(metric: MetricWithAttribution, at: number, lcpElement: () => Element | null = () => null): VitalEntry {
  const attribution = Object.fromEntries(Object.entries(attributionOf(metric, lcpElement)).filter(([, value]) => value !== undefined)) as Attribution;
  return {
    kind: 'vital',
    name: metric.name,
    value: metric.name === 'CLS' ? Math.round(metric.value * 10000) / 10000 : (ms(metric.value) ?? 0),
    rating: metric.rating,
    navigationType: metric.navigationType,
    at: Math.round(at),
    attribution,
  };
}
