/**
 * Left and Right on the remote always go to what is visually on that side (docs/navigation.md#right-to-left).
 * Geometry-based moves (grids, dialogs) are visual already; moves by index (rows, lists, the cover row, the
 * on-screen keyboard) follow reading order, which under `dir="rtl"` on `<html>` runs from right to left, so
 * their Left and Right swap there.
 */

/** Whether the app is laid out right to left now (Arabic). */
export function isRightToLeft(): boolean {
  return typeof document === 'object' && document.documentElement.dir === 'rtl';
}

/** The move in reading order for a key: under right to left, Right means the previous item. */
export function inReadingOrder<A extends string>(action: A): A | 'left' | 'right' {
  // Up and Down (the keys held over long lists) before the page's direction, which is read as a new string.
  if ((action !== 'left' && action !== 'right') || !isRightToLeft()) return action;
  return action === 'left' ? 'right' : 'left';
}
