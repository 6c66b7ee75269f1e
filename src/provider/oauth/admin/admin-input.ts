/**
 * Reading what an administrator types, on the command line or in /admin's forms (docs/identity.md#clients,
 * #people): each reader gives the value, or why it will not do in words the command prints and the page shows.
 */
import { ALL_SCOPES, parseScopeString } from '#shared/scopes.ts';
import { SERVICE_ACCOUNT_SCOPES, type ClientType } from '../clients/client.ts';

export type Read<T> = { ok: true; value: T } | { ok: false; problem: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const problem = <T>(text: string): Read<T> => ({ ok: false, problem: text });

/** A problem, which the command line prints as it is, as the sentence a page shows. */
export const asSentence = (problem: string): string =>
  problem.charAt(0).toUpperCase() + problem.slice(1) + (/[.!?]$/.test(problem) ? '' : '.');

/** An address with one @, a dot in its domain and no spaces, at most 254 characters (RFC 5321 §4.5.3.1.3). */
export function readEmail(raw: string): Read<string> {
  const email = raw.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254
    ? ok(email)
    : problem(`"${raw.slice(0, 80)}" is not an email address`);
}

export function readName(raw: string, what: string): Read<string> {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name === '') return problem(`${what} must not be empty`);
  return name.length <= 100 ? ok(name) : problem(`${what} must be at most 100 characters`);
}

/** A domain such as example.com; empty is none. */
export function readOrg(raw: string): Read<string | null> {
  const org = raw.trim().toLowerCase();
  if (org === '') return ok(null);
  const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
  return new RegExp(`^(?:${label}\\.)+${label}$`).test(org) && org.length <= 253
    ? ok(org)
    : problem(`the organization must be a domain such as example.com, not "${raw.slice(0, 80)}"`);
}

export function readClientType(raw: string): Read<'tv' | 'web'> {
  return raw === 'tv' || raw === 'web'
    ? ok(raw)
    : problem(`the type must be tv or web, not "${raw.slice(0, 20)}"`);
}

/** Every type, as the command line registers them: a service client comes with its key file. */
export function readAnyClientType(raw: string): Read<ClientType> {
  return raw === 'tv' || raw === 'web' || raw === 'service'
    ? ok(raw)
    : problem(`the type must be tv, web or service, not "${raw.slice(0, 20)}"`);
}

/** Full scope ids the provider knows (discovery's scopes_supported); empty is none. */
export function readScopes(raw: string): Read<string[]> {
  const scopes = [...new Set(parseScopeString(raw))];
  if (scopes.length === 0) return problem('name at least one scope, or leave the scopes out');
  const unknown = scopes.filter((s) => !ALL_SCOPES.includes(s));
  return unknown.length === 0
    ? ok(scopes)
    : problem(
        `unknown scope ${unknown.join(' ')} (full scope ids, as discovery's scopes_supported lists them)`,
      );
}

/** Scopes for a service client: only the video data API's (docs/identity.md#service-accounts). */
export function readServiceScopes(raw: string): Read<string[]> {
  const scopes = readScopes(raw);
  if (!scopes.ok) return scopes;
  const outside = scopes.value.filter((s) => !SERVICE_ACCOUNT_SCOPES.includes(s));
  return outside.length === 0
    ? scopes
    : problem(`a service account may be given only the video API's scopes, not ${outside.join(' ')}`);
}
