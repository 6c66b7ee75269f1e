/**
 * The build's first script (docs/app.md, "Early boot"). It carries what paints the code and its QR symbol
 * from early boot's answer, the start language's words and nothing of Lit, and runs as soon as it has
 * arrived: the code is on screen while Lit and the rest of the app are still on the way. Then, once the
 * copy's last frame has painted or there was nothing to paint, it tells index.html (`tvEarlyPainted`) to
 * load and run the app's other scripts; index.html does after a second in any case. The shell takes the
 * copy away once the Lit screen has drawn (`tvEarlyCopy`). The code it shows is kept for a reload
 * (code-memory.ts) as the app keeps its own.
 */
import { codeMemory } from './auth/code-memory.ts';
import { applyStartLanguage } from './i18n/locale.ts';
import { browserClock } from './time/clock.ts';
import { afterPaint } from './ui/after-paint.ts';
import { EarlySignInPaint } from './views/sign-in/sign-in-early.ts';

declare global {
  interface Window {
    /** The early copy, for the shell to take away. */
    tvEarlyCopy?: EarlySignInPaint;
    /** Set by index.html: the app's other scripts may run. */
    tvEarlyPainted?: () => void;
  }
}

const memory = codeMemory(browserClock);
// Someone may be typing the code from the moment it is seen: a reload before the app has come keeps it.
const copy = new EarlySignInPaint(document.body, () => browserClock.now(), memory.offer);
window.tvEarlyCopy = copy;
void copy
  .paint(
    window.tvEarlyBoot,
    applyStartLanguage().catch(() => undefined),
  )
  .catch(() => undefined)
  .then(() => {
    // Once the copy's last frame is on screen: the app's scripts are not part of the screen.
    afterPaint(() => window.tvEarlyPainted?.());
  });
