/**
 * Where ShadyDOM stands in for shadow DOM (Chromium 53 has no `getRootNode`, so the webcomponentsjs bundle
 * turns it on there), a shadow root is no Node the engine's MutationObserver accepts, and the host's
 * shadow content is, in the real tree, the host's own subtree. So observing a shady root observes its host,
 * and observing a host with a shady root watches its whole subtree: the focus groups' watch for removed
 * items (src/app/nav/focus-group.ts) sees the same changes as with native shadow DOM.
 */

interface Shady {
  inUse?: boolean;
  isShadyRoot?: (node: unknown) => boolean;
}

const shady = (window as { ShadyDOM?: Shady }).ShadyDOM;
const isShadyRoot = shady?.inUse === true ? shady.isShadyRoot : undefined;

if (isShadyRoot) {
  type Observe = (this: MutationObserver, target: Node, options?: MutationObserverInit) => void;
  const observe = Object.getOwnPropertyDescriptor(MutationObserver.prototype, 'observe')?.value as Observe;
  MutationObserver.prototype.observe = function (this: MutationObserver, target, options) {
    const host = isShadyRoot(target) ? (target as ShadowRoot).host : target;
    const shadowed = host instanceof Element && isShadyRoot(host.shadowRoot);
    observe.call(this, host, shadowed ? { ...options, subtree: true } : options);
  };
}

export {};
