/**
 * Entry of the legacy build's polyfills (docs/app.md, "Legacy build"): only what the app's bundle uses and
 * Chromium 53–70 lacks, found by linting the built chunks for `chrome >= 53`. Runs before any app chunk and,
 * where web components are not native, after the webcomponentsjs bundle.
 */
// Lit reads globalThis and flattens style arrays with Array.prototype.flat (Chromium 71 and 69).
import 'core-js/modules/es.global-this.js';
import 'core-js/modules/es.array.flat.js';
import 'core-js/modules/es.array.unscopables.flat.js';
// The scopes table and the calendar (Chromium 54 and 57).
import 'core-js/modules/es.object.values.js';
import 'core-js/modules/es.object.entries.js';
import 'core-js/modules/es.string.pad-start.js';
// The session's refresh (Chromium 63).
import 'core-js/modules/es.promise.finally.js';
import './dom-methods.ts';
import './resize-observer.ts';
import './shady-mutations.ts';
// Scopes Lit's styles through ShadyCSS when shadow DOM is the polyfill; does nothing otherwise.
import 'lit/polyfill-support.js';
