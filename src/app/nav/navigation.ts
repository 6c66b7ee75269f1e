import { createContext } from '@lit/context';

/** One screen in the history: a view name the root knows how to render, and its parameters. */
export interface ViewEntry {
  readonly name: string;
  readonly params?: Readonly<Record<string, string>>;
}

export type InputMode = 'key' | 'pointer';

/**
 * What every view shares about navigation: the view history Back walks, the focus memory of groups (kept
 * here, not in the group, so that a view rendered anew after Back finds its last-focused item), and the
 * input mode. It is one long-lived object provided by the root; it notifies subscribers on each change.
 */
export class Navigation {
  /** Last-focused item index per focus-group memory key. */
  readonly memory = new Map<string, number>();
  private stack: ViewEntry[];
  private mode: InputMode = 'key';
  private readonly listeners = new Set<() => void>();

  constructor(home: ViewEntry) {
    this.stack = [home];
  }

  /** The view on screen. */
  get current(): ViewEntry {
    return this.stack[this.stack.length - 1] as ViewEntry;
  }

  /** How many views Back can return through before the root (home) is reached. */
  get depth(): number {
    return this.stack.length - 1;
  }

  get inputMode(): InputMode {
    return this.mode;
  }

  set inputMode(mode: InputMode) {
    if (mode === this.mode) return;
    this.mode = mode;
    this.notify();
  }

  /** Opens a view on top of the current one; Back returns here. */
  go(name: string, params?: Readonly<Record<string, string>>): void {
    this.stack = [...this.stack, params ? { name, params } : { name }];
    this.notify();
  }

  /** Returns to the previous view; false at the root, where Back means "exit?". */
  back(): boolean {
    if (this.stack.length < 2) return false;
    const leaving = this.current.name;
    this.stack = this.stack.slice(0, -1);
    // A view left by Back starts fresh when opened again; the one returned to keeps its memory.
    for (const key of [...this.memory.keys()]) if (key.startsWith(`${leaving}/`)) this.memory.delete(key);
    this.notify();
    return true;
  }

  /** Makes `name` the only view (after sign-in or sign-out): no history, no memory. */
  reset(name: string, params?: Readonly<Record<string, string>>): void {
    this.stack = [params ? { name, params } : { name }];
    this.memory.clear();
    this.notify();
  }

  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const l of [...this.listeners]) l();
  }
}

/** The key under which a group remembers its last-focused index: per view, per group (tag and id unless named). */
export function memoryKeyOf(nav: Navigation, host: Element, name?: string): string {
  return `${nav.current.name}/${name ?? host.localName + (host.id ? `#${host.id}` : '')}`;
}

/** The index a list-like group (`host`, named `name` when not empty) last had focused in this view. */
export function recallIndex(nav: Navigation | undefined, host: Element, name: string): number | undefined {
  return nav?.memory.get(memoryKeyOf(nav, host, name || undefined));
}

/** Remembers `index` as the list-like group's last-focused one in this view, for Back to find. */
export function rememberIndex(nav: Navigation | undefined, host: Element, name: string, index: number): void {
  nav?.memory.set(memoryKeyOf(nav, host, name || undefined), index);
}

/** The root provides one Navigation; views and focus groups consume it. */
export const navigationContext = createContext<Navigation>(Symbol('tv-navigation'));
