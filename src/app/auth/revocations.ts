/**
 * Refresh tokens to revoke (RFC 7009): sent at once, and kept in the store while the provider cannot be
 * reached, so a sign-out made offline is still revoked later (at every start and when the TV is online).
 */
import type { TokenClient } from './token-client.ts';
import type { TokenStore } from './token-store.ts';

export class Revocations {
  constructor(
    private readonly store: Pick<TokenStore, 'pendingRevocations' | 'setPendingRevocations'>,
    private readonly client: Pick<TokenClient, 'revoke'>,
  ) {}

  /** Keeps `refreshToken` to revoke, then sends everything pending. */
  async add(refreshToken: string): Promise<void> {
    const { store } = this;
    const pending = await store.pendingRevocations().catch(() => []);
    await store.setPendingRevocations([...pending, refreshToken]).catch(() => undefined);
    await this.retry();
  }

  /** Sends revocations left over from an offline sign-out; keeps the ones that still cannot be sent. */
  async retry(): Promise<void> {
    const { store, client } = this;
    const pending = await store.pendingRevocations().catch(() => []);
    if (pending.length === 0) return;
    const left: string[] = [];
    for (const token of pending) {
      // A "rejected" answer means the provider no longer knows the token: nothing left to revoke.
      if ((await client.revoke(token)) === 'unreachable') left.push(token);
    }
    await store.setPendingRevocations(left).catch(() => undefined);
  }
}
