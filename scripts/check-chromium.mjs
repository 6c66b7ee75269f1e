// One line and a non-zero exit when the tests cannot find a browser.
import { chromiumFound, chromiumPath } from './chromium.mjs';

if (!chromiumFound()) {
  console.error(
    `Chromium not found at ${chromiumPath}: install it with "apt-get install chromium" or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
