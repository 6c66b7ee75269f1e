/**
 * Every remote key the app understands, in one place. A key is matched on `key` first (modern engines,
 * webOS and Tizen name most of theirs) and on the legacy `keyCode` second (Tizen 10009, webOS 461, the
 * Xbox gamepad codes 195–218 of Edge on Xbox).
 */

export const REMOTE_KEYS = {
  up: { keys: ['ArrowUp', 'Up', 'GamepadDPadUp', 'GamepadLeftThumbstickUp'], codes: [38, 203, 211] },
  down: {
    keys: ['ArrowDown', 'Down', 'GamepadDPadDown', 'GamepadLeftThumbstickDown'],
    codes: [40, 204, 212],
  },
  left: {
    keys: ['ArrowLeft', 'Left', 'GamepadDPadLeft', 'GamepadLeftThumbstickLeft'],
    codes: [37, 205, 214],
  },
  right: {
    keys: ['ArrowRight', 'Right', 'GamepadDPadRight', 'GamepadLeftThumbstickRight'],
    codes: [39, 206, 213],
  },
  ok: { keys: ['Enter', 'Accept', 'Select', 'GamepadA'], codes: [13, 195] },
  back: {
    keys: ['Escape', 'Esc', 'Backspace', 'BrowserBack', 'GoBack', 'XF86Back', 'GamepadB'],
    codes: [27, 8, 166, 10009, 461, 196],
  },
  exit: { keys: ['Exit', 'XF86Exit'], codes: [10182] },
  playPause: { keys: ['MediaPlayPause'], codes: [10252, 179] },
  play: { keys: ['MediaPlay', 'Play'], codes: [415, 250] },
  pause: { keys: ['MediaPause', 'Pause'], codes: [19] },
  stop: { keys: ['MediaStop'], codes: [413, 178] },
  rewind: { keys: ['MediaRewind'], codes: [412] },
  fastForward: { keys: ['MediaFastForward'], codes: [417] },
  previous: { keys: ['MediaTrackPrevious'], codes: [10232, 177] },
  next: { keys: ['MediaTrackNext'], codes: [10233, 176] },
  channelUp: { keys: ['ChannelUp', 'PageUp'], codes: [427, 33] },
  channelDown: { keys: ['ChannelDown', 'PageDown'], codes: [428, 34] },
  red: { keys: ['ColorF0Red'], codes: [403] },
  green: { keys: ['ColorF1Green'], codes: [404] },
  yellow: { keys: ['ColorF2Yellow'], codes: [405] },
  blue: { keys: ['ColorF3Blue'], codes: [406] },
  menu: { keys: ['ContextMenu', 'GamepadMenu'], codes: [93, 207] },
} as const;

export type RemoteAction = keyof typeof REMOTE_KEYS;
export type MoveAction = 'up' | 'down' | 'left' | 'right';

/** Tizen delivers these only to an app that registers them (`tvinputdevice.registerKeyBatch`). */
export const TIZEN_REGISTERED_KEYS = [
  'MediaPlayPause',
  'MediaPlay',
  'MediaPause',
  'MediaStop',
  'MediaRewind',
  'MediaFastForward',
  'MediaTrackPrevious',
  'MediaTrackNext',
  'ChannelUp',
  'ChannelDown',
  'ColorF0Red',
  'ColorF1Green',
  'ColorF2Yellow',
  'ColorF3Blue',
] as const;

const byKey = new Map<string, RemoteAction>();
const byCode = new Map<number, RemoteAction>();
for (const action of Object.keys(REMOTE_KEYS) as RemoteAction[]) {
  const entry = REMOTE_KEYS[action];
  for (const key of entry.keys) byKey.set(key, action);
  for (const code of entry.codes) byCode.set(code, action);
}

/** Keys that also mean something inside a text field: there they belong to the field. */
const TEXT_EDITING_KEYS: readonly string[] = ['Backspace', 'ArrowLeft', 'ArrowRight', 'Left', 'Right'];

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'color', 'file', 'image'].includes(
      target.type,
    )
  );
}

/** The element a keydown started on, inside shadow roots (the event's `target` is retargeted to a host). */
export function keyOrigin(event: Event): EventTarget | null {
  const path = event.composedPath();
  return path.length > 0 ? (path[0] ?? null) : event.target;
}

/**
 * Left at the start of a text field's text or Right at its end: the caret cannot go further, so the arrow
 * leaves the field, as a TV expects of a search box (docs/navigation.md#keyboards-and-text-fields).
 */
function atTextEdge(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLInputElement)) return false;
  const { selectionStart: start, selectionEnd: end, value } = target;
  if (start === null || end === null || start !== end) return false;
  if (key === 'ArrowLeft' || key === 'Left') return start === 0;
  if (key === 'ArrowRight' || key === 'Right') return end === value.length;
  return false;
}

/**
 * The remote action of a keydown, or null when the app does not act on it: unknown keys, chords with
 * Ctrl/Alt/Meta (browser shortcuts), and Backspace or Left/Right typed into a text field (except an arrow
 * at the edge of the field's text, which moves on).
 */
export function remoteActionOf(event: KeyboardEvent): RemoteAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  // `keyCode` is deprecated but it is the only thing some TV engines fill in for their remote keys.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const action = byKey.get(event.key) ?? byCode.get(event.keyCode) ?? null;
  // The origin (a composed path, built anew on each call) only for the keys a text field keeps: every
  // handler on a key's way asks this, and Up/Down, the keys held over long lists, never need it.
  if (!action || !TEXT_EDITING_KEYS.includes(event.key)) return action;
  const origin = keyOrigin(event);
  return isTextField(origin) && !atTextEdge(origin, event.key) ? null : action;
}

export function isMove(action: RemoteAction | null): action is MoveAction {
  return action === 'up' || action === 'down' || action === 'left' || action === 'right';
}
