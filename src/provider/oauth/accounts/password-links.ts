/**
 * Single-use links to set a password (docs/identity.md#people): an administrator or a command issues one for
 * a person, who opens it within LINK_TTL_MS and chooses a password on /account/setup. The token is 256 random
 * bits, shown once in the link and stored only as its SHA-256; a new link replaces the person's earlier one.
 */
import type { SqlAccess } from '../../store/sql-access.ts';
import { digest, randomToken } from '../secrets.ts';
import { passwordLinksIn } from './store/password-links-store.ts';

/** How long a link works: a day, so a person told in the morning can still use it in the evening. */
export const LINK_TTL_MS = 24 * 60 * 60_000;

export const SETUP_PATH = '/account/setup';

/** A new link for the person, replacing any earlier one: the address to give them. */
export async function issuePasswordLink(
  sql: SqlAccess,
  publicUrl: string,
  userId: string,
  now: number,
): Promise<string> {
  const token = randomToken();
  await passwordLinksIn(sql).replace(userId, digest(token), now, now + LINK_TTL_MS);
  return `${publicUrl}${SETUP_PATH}?token=${token}`;
}

/** Whose link `token` is while it is live and unused; the link stays live. */
export function linkHolder(sql: SqlAccess, token: string, now: number): Promise<string | undefined> {
  return passwordLinksIn(sql).whose(digest(token), now);
}

/** Uses the link up: whose it was, once; undefined when it is unknown, used or expired. */
export function useLink(sql: SqlAccess, token: string, now: number): Promise<string | undefined> {
  return passwordLinksIn(sql).take(digest(token), now);
}
