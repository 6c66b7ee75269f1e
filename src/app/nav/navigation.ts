import { ContextEvent, createContext } from '@lit/context';

/** Parameters of a route: strings only, so every screen can be written into (and read from) a link. */
export type RouteParams = Readonly<Record<string, string>>;

/**
 * One screen in the history: a route name and its parameters. Names are paths: `books/search` is a screen
 * of the `books` view, and a deep link to it has `books` (then home) under it for Back.
 */
export interface ViewEntry {
  readonly name: string;
  readonly params?: RouteParams;
}

export type InputMode = 'key' | 'pointer';

/**
 * The router: the one owner of which screen is showing. It holds the history Back walks (views open a
 * screen with `go`, Back only pops), the focus memory of groups (kept here, not in the group, so that a
 * screen rendered anew after Back finds its last-focused item), and the input mode. One long-lived object
 * provided by the root; it notifies subscribers when the screen changes.
 */
export class Navigation {
  /** Last-focused item index per focus-group memory key. */
  readonly memory = new Map<string, number>();
  /** `key` or `pointer`: written by the root's pointer mode, read by lists that follow the pointer. */
  inputMode: InputMode = 'key';
  private stack: readonly ViewEntry[];
  private readonly listeners = new Set<() => void>();

  constructor(
    /** The root screen: Back there asks "Exit?". */
    readonly home: string,
    start: readonly ViewEntry[] = [],
  ) {
    this.stack = [{ name: home }, ...start.filter((e) => e.name !== home)];
  }

  /** The screen showing. */
  get current(): ViewEntry {
    return this.stack[this.stack.length - 1] as ViewEntry;
  }

  /** How many screens Back can return through before the root (home) is reached. */
  get depth(): number {
    return this.stack.length - 1;
  }

  /** Every screen from home to the current one. */
  get entries(): readonly ViewEntry[] {
    return this.stack;
  }

  /** Opens a screen on top of the current one; Back returns here. */
  go(name: string, params?: RouteParams): void {
    if (name === this.home) {
      this.toHome();
      return;
    }
    this.stack = [...this.stack, params ? { name, params } : { name }];
    this.notify();
  }

  /** Returns to the previous screen; false at the root, where Back means "exit?". */
  back(): boolean {
    if (this.stack.length < 2) return false;
    this.forget(this.current.name);
    this.stack = this.stack.slice(0, -1);
    this.notify();
    return true;
  }

  /** Back all the way to home (a "Back to Home" button), forgetting the screens left. */
  toHome(): void {
    if (this.stack.length < 2) return;
    for (const entry of this.stack.slice(1)) this.forget(entry.name);
    this.stack = this.stack.slice(0, 1);
    this.notify();
  }

  /** Makes `entries` (on top of home) the whole history, with no memory: sign-in, sign-out, a typed link. */
  reset(entries: readonly ViewEntry[] = []): void {
    this.stack = [{ name: this.home }, ...entries.filter((e) => e.name !== this.home)];
    this.memory.clear();
    this.notify();
  }

  /** Calls `listener` after every change of screen; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A screen left by Back starts fresh when opened again; the one returned to keeps its memory. */
  private forget(name: string): void {
    for (const key of [...this.memory.keys()]) if (key.startsWith(`${name}/`)) this.memory.delete(key);
  }

  private notify(): void {
    for (const l of [...this.listeners]) l();
  }
}

/** The view a route belongs to: `books` for `books/search`. */
export function viewOf(entry: ViewEntry): string {
  const slash = entry.name.indexOf('/');
  return slash < 0 ? entry.name : entry.name.slice(0, slash);
}

/** The key under which a group remembers its last-focused index: per screen, per group (tag and id unless named). */
export function memoryKeyOf(nav: Navigation, host: Element, name?: string): string {
  return `${nav.current.name}/${name ?? host.localName + (host.id ? `#${host.id}` : '')}`;
}

/** The index a list-like group (`host`, named `name` when not empty) last had focused on this screen. */
export function recallIndex(nav: Navigation | undefined, host: Element, name: string): number | undefined {
  return nav?.memory.get(memoryKeyOf(nav, host, name || undefined));
}

/** Remembers `index` as the list-like group's last-focused one on this screen, for Back to find. */
export function rememberIndex(nav: Navigation | undefined, host: Element, name: string, index: number): void {
  nav?.memory.set(memoryKeyOf(nav, host, name || undefined), index);
}

/** The root provides one Navigation; views and focus groups consume it. */
export const navigationContext = createContext<Navigation>(Symbol('tv-navigation'));

/**
 * The router as seen from `el`, asked for at the moment of use (a click): how a view goes somewhere,
 * `navigationOf(this)?.go('books/search')`. Undefined outside an app root (a view tested alone).
 */
export function navigationOf(el: Element): Navigation | undefined {
  let found: Navigation | undefined;
  el.dispatchEvent(
    new ContextEvent(navigationContext, el, (value) => {
      found = value;
    }),
  );
  return found;
}
