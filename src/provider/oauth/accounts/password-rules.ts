/**
 * What a new password must be (docs/identity.md#passwords): long enough, not too long, and not one of the
 * most common passwords, which are tried first by anyone guessing. The list (common-passwords.txt) holds the
 * commonest passwords and the words they are built from; a password is refused when, in lower case, it is
 * one of them, one of them with digits or signs around it (`Summer2024!`), one of them with look-alike
 * characters (`p@ssw0rd`), one short piece repeated (`abcabcabcabc`, `qwertyqwerty`), a run of neighbouring
 * characters (`123456789012`, `abcdefghijkl`), or the person's own address.
 */
import { readFileSync } from 'node:fs';

/** OWASP ASVS 4.0 §2.1.1 asks for at least 12 characters; §2.1.2 lets 64 through and refuses past 128. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

const COMMON: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

/** How many entries the list holds (docs/identity.md#passwords states it). */
export const COMMON_PASSWORDS = COMMON.size;

const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** The letters in the middle, without the digits and signs people put around a word. */
const core = (password: string): string => password.replace(/^[^a-z]+|[^a-z]+$/g, '');

const unLeet = (text: string): string => text.replace(/[0134578@$!]/g, (ch) => LOOK_ALIKES[ch] ?? ch);

/** One piece of at most 4 characters, or a listed word, said again and again. */
function repeated(text: string): boolean {
  for (let size = 1; size <= text.length / 2; size++) {
    if (text.length % size !== 0) continue;
    const piece = text.slice(0, size);
    if (piece.repeat(text.length / size) === text && (size <= 4 || COMMON.has(piece))) return true;
  }
  return false;
}

/** Each character one after the one before, up or down (digits wrap: `…8901`). */
function run(text: string): boolean {
  const step = (a: string, b: string): number => {
    if (/\d/.test(a) && /\d/.test(b)) return (Number(b) - Number(a) + 10) % 10;
    return b.charCodeAt(0) - a.charCodeAt(0);
  };
  const first = step(text[0] ?? '', text[1] ?? '');
  if (first !== 1 && first !== -1 && first !== 9) return false;
  for (let i = 1; i + 1 < text.length; i++)
    if (step(text[i] ?? '', text[i + 1] ?? '') !== first) return false;
  return true;
}

function common(lower: string): boolean {
  const candidates = [lower, core(lower), unLeet(lower), core(unLeet(lower)), unLeet(core(lower))];
  return candidates.some((text) => COMMON.has(text) || (text.length > 0 && repeated(text)));
}

/**
 * Why a password will not do, as a kind: the pages say it in the person's language (pages/words/refusals.ts),
 * so these rules hold no words of their own.
 */
export type PasswordProblem = 'too-short' | 'too-long' | 'own-address' | 'common';

/** Why this password will not do; undefined when it will. */
export function passwordProblem(password: string, email: string): PasswordProblem | undefined {
  // Characters as people count them: an accented letter or an emoji is one.
  const length = [...new Intl.Segmenter().segment(password)].length;
  if (length < MIN_PASSWORD_LENGTH) return 'too-short';
  if (length > MAX_PASSWORD_LENGTH) return 'too-long';
  const lower = password.toLowerCase();
  const address = email.toLowerCase();
  const own = [address, address.split('@')[0] ?? address];
  if (own.some((part) => lower === part || core(lower) === part)) return 'own-address';
  if (new Set(lower).size < 4 || run(lower) || common(lower)) return 'common';
  return undefined;
}
