/** The landing page's image captcha: 4 characters drawn as an SVG, remembered per session id. */
import { escapeXml } from './assets';
import { db } from './db';
import { nextRandom, randomChars } from './random';

// No 0/O, 1/I/L: the captcha tests the visitor's patience, not their eyesight.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 4;

/** A new captcha for the session id; each image load replaces the previous one, as a refresh does. */
export function newCaptcha(sid: string): string {
  const text = randomChars(ALPHABET, CAPTCHA_LENGTH);
  db.captchas.set(sid, text);
  return text;
}

export function captchaMatches(sid: string | undefined, typed: string | undefined): boolean {
  const expected = sid === undefined ? undefined : db.captchas.get(sid);
  return expected !== undefined && typed !== undefined && typed.trim().toUpperCase() === expected;
}

export function captchaSvg(text: string): string {
  const noise = Array.from({ length: 4 }, () => {
    const [x1, y1, x2, y2] = [nextRandom() * 120, nextRandom() * 40, nextRandom() * 120, nextRandom() * 40].map(Math.round);
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#94a3b8" stroke-width="1.5"/>`;
  }).join('');
  const letters = Array.from(text)
    .map((char, index) => {
      const angle = Math.round(nextRandom() * 30 - 15);
      const x = 18 + index * 28;
      return `<text x="${x}" y="29" transform="rotate(${angle} ${x} 22)" font-family="Courier New,monospace" font-size="26" font-weight="700" fill="#1e3a8a">${escapeXml(char)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#e0f2fe"/>${noise}${letters}</svg>`;
}
