/**
 * For scripts installed into a page before its own (`addInitScript` with a string, not a function: the
 * TypeScript runner would add helpers to a function that the page does not have): the source of
 * `find(root, selector)`, the first element matching `selector` with text (or an `svg`), looked for in
 * `root` and through every open shadow root below it. ES5, like the pages' oldest engines.
 */
export const FIND_THROUGH_SHADOW_ROOTS = `function find(root, selector) {
    var hit = root.querySelector(selector);
    if (hit && (hit.textContent || hit.localName === 'svg')) return hit;
    var all = root.querySelectorAll('*');
    for (var i = 0; i < all.length; i++) {
      if (all[i].shadowRoot) { var inner = find(all[i].shadowRoot, selector); if (inner) return inner; }
    }
    return null;
  }`;
