/**
 * The seam every part of the provider plugs into (docs/provider.md#a-provider-module-in-five-minutes).
 * A module gives the server its name, where it is mounted, its migrations, its demo data and its routes as
 * a table (route.ts); it names the settings it reads and receives only those. server.ts lists the modules;
 * nothing else wires them, and CORS, security headers, body limits, token and scope checks, input reading
 * and error writing are the server's, never a module's.
 */
import type { Context, Hono } from 'hono';
import type { Decoder } from '#shared/wire/decode.ts';
import type { Clock } from './clock.ts';
import type { Settings } from './settings.ts';
import type { Db, Migration } from './store/db.ts';
import type { SqlAccess } from './store/sql-access.ts';
import type { AccessTokenVerifier, Grant } from './http/bearer.ts';
import type { Meter } from './ops/meter.ts';
import type { Route } from './route.ts';

/** The README's demo people, as the oauth module seeds them (modules look them up through `accounts`). */
export interface DemoUsers {
  alice: { id: string; email: string };
  bob: { id: string; email: string };
}

/** A person with an account at the authorization server. */
export interface Account {
  id: string;
  email: string;
  name?: string;
}

/** Looks people up; the oauth module provides it (src/provider/oauth/accounts/store/account-store.ts). */
export interface Accounts {
  byId(id: string): Promise<Account | undefined>;
  byEmail(email: string): Promise<Account | undefined>;
  /**
   * The person signed in to the provider's pages in the browser that sent `c`, if anyone is (and the account
   * is not disabled): a module's own page, such as an event's `htmlLink`, shows its data to that person only.
   */
  inBrowser(c: Context): Promise<Account | undefined>;
}

/** What a module is given: `S` names the settings it declared, and only those are readable. */
export interface ModuleContext<S extends keyof Settings = keyof Settings> {
  /**
   * The provider's SQLite database, by which the watch channels meet the authorization server's revocations
   * (apis/calendar/store/watch-channels.ts); tables use `sql`.
   */
  db: Db;
  /** The API modules' and security events' store: SQLite or PostgreSQL behind one interface (store/sql-access.ts). */
  sql: SqlAccess;
  clock: Clock;
  /** What the module counts beside every request's own figures (ops/meter.ts). */
  meter: Meter;
  /** Read at request time: `publicUrl` may be learned after the server starts listening (port 0). */
  settings: Readonly<Pick<Settings, S>>;
  /** Checks bearer tokens on resource requests. */
  verifyAccessToken: AccessTokenVerifier;
  accounts: Accounts;
}

/** How the API directory (`GET /explorey/v1/apis`) describes a module's API; its id is `name:version`. */
export interface ApiInfo {
  name: string;
  version: string;
  title: string;
  description: string;
  /**
   * Decoders of answers (#shared/wire, the app's) by the schema name routes give as their `response`: the
   * Discovery document lists each with the fields its decoder describes; other answers are plain objects.
   */
  schemas?: Readonly<Record<string, Decoder<unknown>>>;
}

/** What a module's `admit` hook is told about a call whose token has passed its route's scopes. */
export interface Admission<P extends string> {
  route: Pick<Route<unknown, P>, 'method' | 'id' | 'permission'>;
  grant: Grant;
  /** The request: path parameters as sent (the input is read after admission). */
  c: Context;
}

/**
 * What every module declares: every API module, the authorization server, the security events and the
 * directory. Its routes are a table (route.ts): route-app.ts checks each route's access, runs `admit`, reads
 * the input and calls the handler. The authorization server's pages, HTML forms with their own sessions,
 * come beside the table (`pages`).
 */
export interface ProviderModule<
  S extends keyof Settings = keyof Settings,
  T = unknown,
  P extends string = string,
  C = unknown,
> {
  /** Short and unique: `calendar`, `books`; PROVIDER_MODULES names modules by it. */
  name: string;
  /** The API this module serves, as the API directory lists it; absent for modules that serve none. */
  api?: ApiInfo;
  /** Where the routes are mounted, e.g. `/calendar/v3`; `/` for the authorization server. */
  mount: string;
  /**
   * The paths under `mount` that apps on other origins call (CORS is added there); every path when absent.
   * The authorization server lists its machine-facing endpoints so that its pages get none.
   */
  apiPaths?: readonly string[];
  /** The paths under `mount` that people open in a browser; they get the pages' security headers. */
  pagePaths?: readonly string[];
  /** The settings this module reads; its context holds these and no others. */
  settings: readonly S[];
  /** Applied in order, once each, recorded by id (store/db.ts). */
  migrations: readonly Migration[];
  /** Called once, right after this module's first migration is applied (a new database). */
  seedDemo?(ctx: ModuleContext<S>): Promise<void>;
  /** Built once at start: what the handlers are given (a service, or an object of services). */
  services(ctx: ModuleContext<S>): T;
  routes: readonly Route<T, P>[];
  /**
   * Query parameters that may repeat; every other one may appear once, checked before anything else on
   * every path under `mount` (http/single-query.ts). Absent: the module checks its own.
   */
  repeatableQuery?: readonly string[];
  /**
   * The module's own checks on every call that carries a token, after its scopes and before its input is
   * read: the route's permission (compute's IAM permissions), whose data a path may name (fitness: `me`),
   * and what each call needs first (calendar's daily quota and primary calendar, bidding's review sweep).
   */
  admit?(call: Admission<P>, services: T): Promise<void> | void;
  /** Opens the module's own credential (`credential` access) or throws its 401. */
  credential?(c: Context, services: T): Promise<C>;
  /**
   * The pages people open in a browser, mounted after the table: each reads its own form, session and
   * CSRF token and answers HTML or a redirect, so a page is a Hono sub-app rather than a row of the table
   * (docs/provider.md#the-authorization-server-in-the-template).
   */
  pages?(ctx: ModuleContext<S>): Hono;
}

/** Declares a module; `S` is inferred from its `settings` list, `T` from its `services`. */
export function defineModule<S extends keyof Settings, T, P extends string = never, C = never>(
  module: ProviderModule<S, T, P, C>,
): ProviderModule<S, T, P, C> {
  return module;
}

/** A context whose settings are a live view of `settings` restricted to the names `module` declared. */
export function contextFor<S extends keyof Settings>(
  module: Pick<ProviderModule<S>, 'settings'>,
  base: Omit<ModuleContext, 'settings'>,
  settings: Settings,
): ModuleContext<S> {
  const slice = {} as Pick<Settings, S>;
  for (const name of module.settings) {
    Object.defineProperty(slice, name, { enumerable: true, get: () => settings[name] });
  }
  return { ...base, settings: slice };
}
