/**
 * How a view asks for Home: it raises `tv-back` (bubbling out of every shadow root), and the app shell,
 * which owns navigation, takes the view history back to Home. Views never reach into the shell.
 */
export function askForHome(view: HTMLElement): void {
  view.dispatchEvent(new CustomEvent('tv-back', { bubbles: true, composed: true }));
}

declare global {
  interface GlobalEventHandlersEventMap {
    'tv-back': CustomEvent<undefined>;
  }
}
