/**
 * How a screen reader is given a code to read: one character at a time, groups apart. Its own module so
 * the sign-in screen's first chunk holds it without the document-wide announcer (announcer.ts).
 */

/** What a screen reader should say for a code read out character by character ("AB-CD" → "A B, C D"). */
export function spellOut(code: string): string {
  return code
    .split(/[-\s]+/)
    .map((part) => part.split('').join(' '))
    .join(', ');
}
