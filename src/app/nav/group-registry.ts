import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Box } from './geometry.ts';

/** What a focus group (a FocusGroupController, a virtual list, a cover row, a keyboard) offers around it. */
export interface FocusEntry {
  /** Focuses the group's entry item; `from` is the box focus comes from, when known. */
  enter(from: Box | null): boolean;
}

/**
 * Which elements host a focus group. The composed-tree walk asks this to treat a nested group as one item
 * (moving into it enters it) instead of mixing its items with the outer group's.
 */
const groups = new WeakMap<Element, FocusEntry>();

/**
 * The one way an element becomes a focus group: registered while connected, with how to enter it. A
 * FocusGroupController makes one for its host; an element that moves focus among its items itself (a
 * virtual list, a cover row, the on-screen keyboard) makes one with its own `enter`.
 */
export class FocusEntryController implements ReactiveController {
  constructor(
    private readonly host: ReactiveControllerHost & Element,
    private readonly entry: FocusEntry,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    groups.set(this.host, this.entry);
  }

  hostDisconnected(): void {
    groups.delete(this.host);
  }
}

/** The group `el` hosts, if it is one. */
export function groupOf(el: Element): FocusEntry | undefined {
  return groups.get(el);
}
