/**
 * The seam between what a person or an administrator does to an account and the security event tokens
 * (RFC 8417) the provider sends about it (docs/identity.md). Actions raise events here once their change has
 * committed; the transmitter listens, decides which receivers hear of it, signs and delivers.
 */

/** The three events, in the words of the RISC and OAuth event types they become. */
export type SecurityEvent =
  /**
   * One app's access for one person was removed: its refresh and access tokens revoked on every device it was
   * signed in on, `devices` of them.
   */
  | { kind: 'token-revoked'; accountId: string; clientId: string; devices: number; at: number }
  /** Every token of the person was revoked ("Sign out everywhere"). */
  | { kind: 'sessions-revoked'; accountId: string; at: number }
  /** An administrator disabled the account; its tokens are refused from then on. */
  | { kind: 'account-disabled'; accountId: string; at: number };

export type SecurityEventListener = (event: SecurityEvent) => void;

/** Raises events to whoever listens; with no listener an event goes nowhere, and the action still stands. */
export class SecurityEvents {
  readonly #listeners: SecurityEventListener[] = [];

  listen(listener: SecurityEventListener): void {
    this.#listeners.push(listener);
  }

  /** Call after the change has committed: a listener may send at once. */
  raise(event: SecurityEvent): void {
    for (const listener of this.#listeners) listener(event);
  }
}
