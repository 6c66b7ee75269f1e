/** How the sign-in screen writes the address and the countdown, for the Lit screen and its early copy. */

/** The public device-flow guide allows showing `verification_url` without its scheme (http or https). */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '');
}

/** `m:ss` of what is left, never negative. */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${seconds < 10 ? '0' : ''}${seconds}`;
}
