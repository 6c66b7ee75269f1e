/**
 * A start that failed, in words: what happened and what to do next, and whether trying again may help. Its
 * own module, so that the words' chunk (boot-words.ts) and the start (boot.ts) both use it without importing
 * each other.
 */
export class BootError extends Error {
  constructor(
    message: string,
    readonly next: string,
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'BootError';
  }
}
