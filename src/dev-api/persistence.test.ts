// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { db, resetDb } from './db';
import { DB_STORAGE_KEY, restoreDb, saveDb } from './persistence';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

afterEach(() => resetDb());

describe('dev API persistence across reloads', () => {
  it('round-trips maps, sets and uploaded bytes', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    db.uploads.set('img1', { bytes: new Uint8Array([0, 1, 254, 255]), contentType: 'image/jpeg', fileName: 'a.jpg' });
    db.registeredPhones.add('09181234567');
    db.nextComplaintId = 999;
    saveDb(storage);
    resetDb();
    expect(db.uploads.size).toBe(0);
    expect(restoreDb(storage)).toBe(true);
    expect([...db.uploads.get('img1')!.bytes]).toEqual([0, 1, 254, 255]);
    expect(db.registeredPhones.has('09181234567')).toBe(true);
    expect(db.nextComplaintId).toBe(999);
    expect(db.orders.get('10174')?.status).toBe(174);
  });

  it('keeps the seed when the saved data is unreadable', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    storage.setItem(DB_STORAGE_KEY, '{broken');
    expect(restoreDb(storage)).toBe(false);
    expect(storage.getItem(DB_STORAGE_KEY)).toBeNull();
    expect(db.orders.size).toBeGreaterThan(0);
  });
});
