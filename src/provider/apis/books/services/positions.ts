/**
 * Position arithmetic of a shelf, on the ordered list of its volume ids (index = position). Every result
 * is again dense, 0..n-1; the store writes back only the rows whose position changed.
 */

/** Appends `id` at the end; a volume already on the shelf stays where it is. */
export function withAdded(order: readonly string[], id: string): string[] {
  return order.includes(id) ? [...order] : [...order, id];
}

/** Takes `id` out and closes the gap. */
export function withRemoved(order: readonly string[], id: string): string[] {
  return order.filter((other) => other !== id);
}

/**
 * Moves `id` so that it ends at index `position`: 0 puts it before the current first volume, 1 between
 * the first and the second of the others, and so on (the public API's wording). Valid positions are
 * 0..n-1; the caller checks the range with `isValidMove` first.
 */
export function withMoved(order: readonly string[], id: string, position: number): string[] {
  const others = withRemoved(order, id);
  return [...others.slice(0, position), id, ...others.slice(position)];
}

export function isValidMove(order: readonly string[], id: string, position: number): boolean {
  return order.includes(id) && Number.isInteger(position) && position >= 0 && position < order.length;
}

/** The entries of `after` whose index differs from their index in `before` (new ids included). */
export function changedPositions(
  before: readonly string[],
  after: readonly string[],
): { id: string; position: number }[] {
  const old = new Map(before.map((id, index) => [id, index]));
  return after.flatMap((id, position) => (old.get(id) === position ? [] : [{ id, position }]));
}
