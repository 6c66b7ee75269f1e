/**
 * Typing into the book search: the on-screen keyboard's keys, a physical or platform keyboard (a USB or
 * Bluetooth keyboard, a phone app acting as one) wherever focus is on the screen, and the field itself. A
 * keydown becomes the on-screen keyboard's own key action, so both ways of typing go through `applyKey` and
 * stay in step (docs/navigation.md#keyboards-and-text-fields).
 */
import { msg, str } from '@lit/localize';
import type { ReactiveControllerHost } from 'lit';
import { KeyListenerController } from '../../nav/key-listener.ts';
import { keyOrigin } from '../../nav/keys.ts';
import type { BookSearchRun } from './book-search-run.ts';
import { applyKey, MAX_QUERY_LENGTH, type KeyAction } from './osk-layout.ts';
import type { OskKeyDetail } from './tv-osk.ts';

/**
 * The key action of a keydown that types: one printable character (a space is Space), or Backspace while
 * there is something to delete (an empty query leaves Backspace to mean Back). Null for everything else:
 * arrows, OK, Back, chords with Ctrl/Alt/Meta, and keys that are part of an input method's composition.
 */
export function typedAction(event: KeyboardEvent, query: string): KeyAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return null;
  if (event.key === 'Backspace') return query === '' ? null : { kind: 'delete' };
  // Named keys ("Enter", "ArrowUp", "F1") are longer than one character; a printable key is one.
  if (Array.from(event.key).length !== 1) return null;
  if (event.key === ' ') return { kind: 'space' };
  return { kind: 'char', char: event.key };
}

export class SearchTyping {
  /**
   * The query as a live region says it: set when a key changed it while focus is not in the field (the
   * on-screen keyboard, a key typed over the keys). Typing in the field is echoed by the reader itself.
   */
  spoken = '';

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly search: BookSearchRun,
  ) {
    // Made after the screen's focus group: keys it moves focus with are not typed.
    new KeyListenerController(host, (event) => {
      this.onTyped(event);
    });
  }

  /** A key of the on-screen keyboard. */
  readonly onKey = (event: CustomEvent<OskKeyDetail>): void => {
    this.type(event.detail.action);
  };

  /** The field changed by itself: typed into, or filled by the platform's keyboard or voice input. */
  readonly onInput = (event: Event): void => {
    const field = event.target as HTMLInputElement;
    this.search.set(field.value.slice(0, MAX_QUERY_LENGTH));
  };

  /** A keyboard's key typed while focus is on the keys or the results (the field types by itself). */
  private onTyped(event: KeyboardEvent): void {
    if (event.defaultPrevented || keyOrigin(event) instanceof HTMLInputElement) return;
    const action = typedAction(event, this.search.query);
    if (!action) return;
    event.preventDefault();
    this.type(action);
  }

  private type(action: KeyAction): void {
    const next = applyKey(this.search.query, action);
    if (next === this.search.query) return;
    this.spoken = next === '' ? msg('Search cleared.') : msg(str`Search: ${next}`);
    this.host.requestUpdate();
    this.search.set(next);
  }
}
