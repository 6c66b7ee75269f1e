/** How an account is named on screen: "Alice (alice@example.com)", or what the provider said of it. */
import { msg, str } from '@lit/localize';
import type { AccountSummary } from '../auth/token-store.ts';

export function accountName(account: AccountSummary | undefined): string {
  const identity = account?.identity;
  if (!identity) return msg('an account not named yet');
  const { name, email } = identity;
  if (name !== undefined && email !== undefined) return `${name} (${email})`;
  return name ?? email ?? identity.sub;
}

/** The short form for buttons: the name, else the address. */
export function accountShortName(account: AccountSummary | undefined): string {
  const identity = account?.identity;
  return identity?.name ?? identity?.email ?? msg('this account');
}

/** "Signed in as Alice (alice@example.com)", on home and in Settings. */
export function signedInWords(account: AccountSummary | undefined): string {
  return msg(str`Signed in as ${accountName(account)}`);
}
