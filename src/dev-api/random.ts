/** Seeded pseudo-random numbers (mulberry32), reset with the db, so captchas and tokens repeat run to run. */
import { db } from './db';

export function nextRandom(): number {
  db.randomState = (db.randomState + 0x6d2b79f5) | 0;
  let t = db.randomState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export function randomChars(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(nextRandom() * alphabet.length)] ?? '';
  return out;
}
