/**
 * The accounts the TV keeps in IndexedDB (database `tv-app`, store `session`, key `accounts`;
 * src/app/auth/account-store.ts), read from the TV page: which one is in use and each refresh token; and
 * what the provider says of a refresh token.
 */
import type { Page } from '@playwright/test';

export interface StoredAccounts {
  current: string | undefined;
  list: { key: string; refreshToken: string }[];
}

export function storedAccounts(tv: Page): Promise<StoredAccounts> {
  return tv.evaluate(
    () =>
      new Promise<StoredAccounts>((resolve, reject) => {
        const open = indexedDB.open('tv-app');
        open.onerror = () => {
          reject(new Error('no database'));
        };
        open.onsuccess = () => {
          const request = open.result.transaction('session').objectStore('session').get('accounts');
          request.onsuccess = () => {
            const value = request.result as
              { current?: string; list?: { key: string; tokens: { refreshToken: string } }[] } | undefined;
            open.result.close();
            resolve({
              current: value?.current,
              list: (value?.list ?? []).map((a) => ({ key: a.key, refreshToken: a.tokens.refreshToken })),
            });
          };
        };
      }),
  );
}

/** The refresh token of the account in use, undefined when none is. */
export async function storedRefreshToken(tv: Page): Promise<string | undefined> {
  const { current, list } = await storedAccounts(tv);
  return list.find((a) => a.key === current)?.refreshToken;
}

/** What the provider's token endpoint says to a refresh with `refreshToken` (revoked: 400 invalid_grant). */
export async function refreshAnswer(
  providerOrigin: string,
  refreshToken: string,
): Promise<{ status: number; error: unknown }> {
  const response = await fetch(`${providerOrigin}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'demo-tv',
      client_secret: 'demo-tv-secret',
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    }).toString(),
  });
  const body = (await response.json()) as { error?: unknown };
  return { status: response.status, error: body.error };
}
