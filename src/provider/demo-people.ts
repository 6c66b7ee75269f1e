/**
 * The README's demo people, found through the accounts service when a module seeds its demo data, and the
 * demo service account's client id, which the video module's demo content owner names as its manager.
 */
import type { Accounts, DemoUsers } from './module.ts';

const EMAILS = { alice: 'alice@example.com', bob: 'bob@other.example' } as const;

/** The demo service account (docs/identity.md#service-accounts): the oauth module registers it. */
export const DEMO_SERVICE_CLIENT_ID = 'demo-service';

export async function demoPeople(accounts: Accounts): Promise<DemoUsers> {
  const find = async (email: string): Promise<{ id: string; email: string }> => {
    const account = await accounts.byEmail(email);
    // The oauth module seeds them first (server.ts lists it first); without them no demo data makes sense.
    if (account === undefined) throw new Error(`demo data: no account ${email}`);
    return { id: account.id, email: account.email };
  };
  return { alice: await find(EMAILS.alice), bob: await find(EMAILS.bob) };
}
