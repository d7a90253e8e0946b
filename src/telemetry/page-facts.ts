import { ownRelease } from '../lib/release-check';
import type { PageFacts } from './report-queue';

/** A random id for this page view: 8 random bytes, tied to no person, device or earlier visit. */
export function newPageViewId(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  return [...random(new Uint8Array(8))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The build and language of this page, read from its markup. */
export function pageFacts(doc: Document = document): PageFacts {
  return {
    build: (ownRelease(doc) ?? 'unknown').slice(0, 80),
    language: (doc.documentElement.lang || 'unknown').slice(0, 16),
    pageView: newPageViewId(),
  };
}
