// Where the tests find Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
// Test tools never download a browser of their own.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumFound() {
  return existsSync(chromiumPath);
}
