// Debian's Chromium, headless, with the flags this machine needs (no network beyond loopback): one
// list for the end-to-end tests (tests/e2e/browser.ts), Lighthouse's browser (./audit-chrome.ts) and
// the peer bench's profilers (bench/peers/profile-support.ts).
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
