/**
 * Typing into the book search from a physical or platform keyboard (a USB or Bluetooth keyboard, a phone
 * app acting as one): what a keydown does to the query, as the on-screen keyboard's own key actions, so
 * both ways of typing go through `applyKey` and stay in step (docs/navigation.md#keyboards-and-text-fields).
 */
import type { KeyAction } from './osk-layout.ts';

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
