/**
 * What Settings asks the shell to do with the accounts of this TV (docs/app.md#accounts-on-one-tv). Views
 * raise these; the shell acts on them (data flows one way).
 */
import type { SignedInDetail } from '../sign-in/tv-sign-in.ts';

/** Sign one account out of this TV; without `key`, the one in use. */
export interface SignOutDetail {
  key?: string;
}

export interface SwitchAccountDetail {
  key: string;
}

export function accountEvent<K extends keyof AccountEvents>(
  type: K,
  detail: AccountEvents[K]['detail'],
): Event {
  return new CustomEvent(type, { detail, bubbles: true, composed: true });
}

interface AccountEvents {
  'tv-sign-out': CustomEvent<SignOutDetail | undefined>;
  'tv-switch-account': CustomEvent<SwitchAccountDetail>;
  /** "Add an account" signed in: the new account's tokens. */
  'tv-account-added': CustomEvent<SignedInDetail>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the global event map
  interface GlobalEventHandlersEventMap extends AccountEvents {}
}
