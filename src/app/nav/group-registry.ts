import type { Box } from './geometry.ts';

/** What a focus group (a FocusGroupController, a virtual list) offers to the group around it. */
export interface FocusEntry {
  /** Focuses the group's entry item; `from` is the box focus comes from, when known. */
  enter(from: Box | null): boolean;
}

/**
 * Which elements host a focus group. The composed-tree walk asks this to treat a nested group as one item
 * (moving into it enters it) instead of mixing its items with the outer group's.
 */
const groups = new WeakMap<Element, FocusEntry>();

export function registerGroup(host: Element, entry: FocusEntry): void {
  groups.set(host, entry);
}

export function unregisterGroup(host: Element): void {
  groups.delete(host);
}

export function groupOf(el: Element): FocusEntry | undefined {
  return groups.get(el);
}
