/**
 * Keeps the dev API's data across page reloads, as a real server would. MSW runs the handlers in
 * the page, so without this a reload would forget every saved complaint, binding or upload. The
 * encoding tags the non-JSON parts of the db: Map, Set and Uint8Array.
 */
import { db, type DevDb } from './db';

export const DB_STORAGE_KEY = 'devapi.db';

function encode(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { $map: [...value.entries()] };
  if (value instanceof Set) return { $set: [...value.values()] };
  if (value instanceof Uint8Array) {
    let text = '';
    for (const byte of value) text += String.fromCharCode(byte);
    return { $bytes: btoa(text) };
  }
  return value;
}

function decode(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if ('$map' in value) return new Map((value as { $map: [unknown, unknown][] }).$map);
  if ('$set' in value) return new Set((value as { $set: unknown[] }).$set);
  if ('$bytes' in value) return Uint8Array.from(atob((value as { $bytes: string }).$bytes), (c) => c.charCodeAt(0));
  return value;
}

export function saveDb(storage: Storage): void {
  try {
    storage.setItem(DB_STORAGE_KEY, JSON.stringify(db, encode));
  } catch {
    // Over the storage quota (many large uploads): the data lives on until the next reload.
  }
}

/** Restores a saved db; false when there is none or it cannot be read (the seed stays). */
export function restoreDb(storage: Storage): boolean {
  const saved = storage.getItem(DB_STORAGE_KEY);
  if (!saved) return false;
  try {
    const restored = JSON.parse(saved, decode) as Partial<DevDb>;
    Object.assign(db, restored);
    return true;
  } catch {
    storage.removeItem(DB_STORAGE_KEY);
    return false;
  }
}
