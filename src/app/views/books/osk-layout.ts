/**
 * The on-screen keyboard's layout and what each key does to the query: pure, so D-pad moves and typing are
 * tested without a DOM. Rows may differ in length and keys in width (`span`); Up and Down go to the key of
 * the next row whose centre is nearest, Left and Right stop at a row's ends (the key then bubbles on).
 * Two layouts, switched by a key of their own: Latin letters with the German ä ö ü ß, and Arabic letters in
 * alphabetical order. Rows are in reading order: under right to left the first key is on the right.
 */
import { msg } from '@lit/localize';

export type KeyAction =
  | { kind: 'char'; char: string }
  | { kind: 'space' }
  | { kind: 'delete' }
  | { kind: 'clear' }
  | { kind: 'layout' };

export type OskLayout = 'latin' | 'arabic';

export interface OskKey {
  /** Stable id, also the test hook: the character, or `space`, `delete`, `clear`. */
  id: string;
  label: string;
  /** A symbol drawn before the label that points along the text (Delete's ⌫), mirrored right to left. */
  glyph?: string;
  /** Spoken name (the label of Space and Delete is a symbol or a word). */
  name: string;
  action: KeyAction;
  /** Width in key units. */
  span: number;
}

const chars = (row: string): OskKey[] =>
  Array.from(row, (char) => ({
    id: char,
    // Arabic letters have no case; ß stays ß (its capital is rare in a search).
    label: char === 'ß' ? char : char.toUpperCase(),
    name: char,
    action: { kind: 'char', char },
    span: 1,
  }));

/** Space, Delete, Clear and the layout switch, whose label names the other layout in its own script. */
const controls = (other: string): OskKey[] => [
  {
    id: 'space',
    get label() {
      return msg('Space');
    },
    get name() {
      return msg('Space');
    },
    action: { kind: 'space' },
    span: 4,
  },
  {
    id: 'delete',
    get label() {
      return msg('Delete');
    },
    glyph: '⌫',
    get name() {
      return msg('Delete');
    },
    action: { kind: 'delete' },
    span: 3,
  },
  {
    id: 'clear',
    get label() {
      return msg('Clear');
    },
    get name() {
      return msg('Clear');
    },
    action: { kind: 'clear' },
    span: 3,
  },
  {
    id: 'layout',
    label: other,
    get name() {
      return other === 'ABC' ? msg('Latin letters') : msg('Arabic letters');
    },
    action: { kind: 'layout' },
    span: 2,
  },
];

export const OSK_LAYOUTS: Readonly<Record<OskLayout, readonly (readonly OskKey[])[]>> = {
  latin: [
    chars('abcdefghij'),
    chars('klmnopqrst'),
    chars("uvwxyz'-"),
    chars('äöüß'),
    chars('1234567890'),
    controls('عربي'),
  ],
  arabic: [
    chars('ابتثجحخدذر'),
    chars('زسشصضطظعغف'),
    chars('قكلمنهويةى'),
    chars('ءأإآؤئ'),
    chars('1234567890'),
    controls('ABC'),
  ],
};

/** The Latin layout, where the keyboard starts unless the app is in Arabic. */
export const OSK_ROWS = OSK_LAYOUTS.latin;

/** Longest query the keyboard builds. */
export const MAX_QUERY_LENGTH = 60;

export interface KeyPosition {
  row: number;
  col: number;
}

function centre(row: readonly OskKey[], col: number): number {
  let start = 0;
  for (let i = 0; i < col; i++) start += row[i]?.span ?? 0;
  return start + (row[col]?.span ?? 0) / 2;
}

/** Where an arrow moves focus on the keyboard, or null at an edge. */
export function moveOnKeyboard(
  rows: readonly (readonly OskKey[])[],
  at: KeyPosition,
  direction: 'up' | 'down' | 'left' | 'right',
): KeyPosition | null {
  const row = rows[at.row];
  if (!row) return null;
  if (direction === 'left') return at.col > 0 ? { row: at.row, col: at.col - 1 } : null;
  if (direction === 'right') return at.col < row.length - 1 ? { row: at.row, col: at.col + 1 } : null;
  const target = at.row + (direction === 'down' ? 1 : -1);
  const next = rows[target];
  if (!next || next.length === 0) return null;
  const x = centre(row, at.col);
  let best = 0;
  for (let col = 1; col < next.length; col++) {
    if (Math.abs(centre(next, col) - x) < Math.abs(centre(next, best) - x)) best = col;
  }
  return { row: target, col: best };
}

/** The query after pressing a key: characters append, Space never doubles or leads, Delete drops one. */
export function applyKey(query: string, action: KeyAction): string {
  switch (action.kind) {
    case 'char':
      return query.length >= MAX_QUERY_LENGTH ? query : query + action.char;
    case 'space':
      return query === '' || query.endsWith(' ') || query.length >= MAX_QUERY_LENGTH ? query : `${query} `;
    case 'delete':
      return query.slice(0, -1);
    case 'clear':
      return '';
    case 'layout':
      return query;
  }
}

/** The position of the key with `id`, or null. */
export function findKey(rows: readonly (readonly OskKey[])[], id: string): KeyPosition | null {
  for (let row = 0; row < rows.length; row++) {
    const col = rows[row]?.findIndex((key) => key.id === id) ?? -1;
    if (col >= 0) return { row, col };
  }
  return null;
}
