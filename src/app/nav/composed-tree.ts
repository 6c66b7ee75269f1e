/**
 * Walking the composed tree (light DOM, open shadow roots, slotted content) the way focus sees it.
 * Known spatial-navigation libraries stop at shadow boundaries; every lookup here goes through them.
 */

/** The element that really has focus, through nested shadow roots; null when focus is on nothing (body). */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active: Element | null = doc.activeElement;
  // Each shadow root and its active element read once (both are calls into the engine, twice per key).
  for (let inner = active?.shadowRoot?.activeElement; inner; inner = inner.shadowRoot?.activeElement) {
    active = inner;
  }
  if (!active || active === doc.body || active === doc.documentElement) return null;
  return active instanceof HTMLElement ? active : null;
}

/**
 * The item the person sees focused: the focused element, or the option it points at with
 * `aria-activedescendant` (a list that keeps focus on itself and moves only a highlight between its rows).
 */
export function focusedItem(doc: Document = document): HTMLElement | null {
  const active = deepActiveElement(doc);
  const id = active?.getAttribute('aria-activedescendant');
  if (!active || !id) return active;
  const option = (active.getRootNode() as Document | ShadowRoot).getElementById(id);
  return option instanceof HTMLElement && active.contains(option) ? option : active;
}

/** The parent in the tree focus climbs: the light parent, or a shadow root's host. */
export function composedParent(node: Node): Node | null {
  if (node.parentNode instanceof ShadowRoot) return node.parentNode.host;
  return node.parentNode;
}

/** Whether `node` is `ancestor` or lies inside it, crossing shadow roots on the way up. */
export function composedContains(ancestor: Node, node: Node | null): boolean {
  for (let n = node; n; n = composedParent(n)) if (n === ancestor) return true;
  return false;
}

const NATIVE_FOCUSABLE =
  'button, input, select, textarea, a[href], iframe, [contenteditable=""], [contenteditable="true"]';

/** Whether an element takes focus itself (as a navigation item), ignoring visibility, which needs layout. */
export function isFocusable(el: Element): el is HTMLElement {
  if (!(el instanceof HTMLElement)) return false;
  if (el.hasAttribute('disabled') || el.getAttribute('aria-disabled') === 'true') return false;
  if (el.shadowRoot?.delegatesFocus) return true;
  if (el.hasAttribute('tabindex')) return true;
  if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
  return el.matches(NATIVE_FOCUSABLE);
}

/** Elements the walk never enters: hidden ones and those taken out of the page for assistive technology. */
function isSkipped(el: Element): boolean {
  return el.hasAttribute('hidden') || el.hasAttribute('inert') || el.hasAttribute('data-nav-skip');
}

/**
 * The navigation items under `root`, in composed (rendering) order: focusable elements, and elements for
 * which `isBoundary` is true (nested focus groups), which are items themselves and are not entered.
 * A host whose shadow root delegates focus is one item.
 */
export function collectItems(root: Element, isBoundary: (el: Element) => boolean): HTMLElement[] {
  const out: HTMLElement[] = [];
  const visitChildren = (parent: Element | ShadowRoot): void => {
    for (let c = parent.firstElementChild; c; c = c.nextElementSibling) visit(c);
  };
  const visit = (el: Element): void => {
    if (isSkipped(el)) return;
    if (el instanceof HTMLSlotElement) {
      const assigned = el.assignedElements({ flatten: true });
      if (assigned.length > 0) assigned.forEach(visit);
      else visitChildren(el);
      return;
    }
    if (el instanceof HTMLElement && (isBoundary(el) || isFocusable(el))) {
      out.push(el);
      return;
    }
    visitChildren(el.shadowRoot ?? el);
  };
  visitChildren(root.shadowRoot ?? root);
  return out;
}

/** The first entry of `path` (an event's composed path) that is one of `items`. */
export function itemInPath(path: readonly EventTarget[], items: readonly HTMLElement[]): HTMLElement | null {
  const set = new Set<EventTarget>(items);
  for (const t of path) if (set.has(t)) return t as HTMLElement;
  return null;
}

/** The item of `items` that holds `node` (the focused element), climbing through shadow roots. */
export function itemHolding(node: Node | null, items: readonly HTMLElement[]): HTMLElement | null {
  const set = new Set<Node>(items);
  for (let n = node; n; n = composedParent(n)) if (set.has(n)) return n as HTMLElement;
  return null;
}
