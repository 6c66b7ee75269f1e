/**
 * The words of a failed start: what is wrong with config.json or the provider's settings, and what to do
 * next. A chunk of its own, fetched only when a start fails, so the sign-in screen's code and its language's
 * sign-in words do not carry them (docs/app.md, "Budgets").
 */
import { msg, str } from '@lit/localize';
import { BootError } from './boot-error.ts';
import { ConfigError, type ConfigProblem } from './config/app-config.ts';
import { DiscoveryError, type DiscoveryProblem } from './config/discovery.ts';

/** For the person installing the app: what config.json must hold (README.md, "The TV app's runtime configuration"). */
export function configProblemWords(problem: ConfigProblem): string {
  switch (problem.kind) {
    case 'notObject':
      return msg('config.json must hold one JSON object.');
    case 'required':
      return msg(str`config.json needs "${problem.key}" as a non-empty text value.`);
    case 'address':
      return problem.key === 'discovery'
        ? msg(str`config.json "discovery" must be an http or https address, not "${problem.value}".`)
        : msg(str`config.json "apiBase" must be an http or https address, not "${problem.value}".`);
    case 'scopes':
      return msg('config.json "scopes" must be a non-empty list of scope identifiers.');
    case 'booksPublicUserId':
      return msg(
        'config.json "booksPublicUserId" must be a user id of 1 to 128 letters, digits or ._@- (or left out).',
      );
    case 'searchAds':
      return msg(
        'config.json "searchAds" must be {"agencyId", "advertiserId", "engineAccountId"}, each 1 to 20 digits in quotes (or left out).',
      );
    case 'http':
      return msg(str`config.json could not be read (HTTP ${problem.status}).`);
    case 'notJson':
      return msg('config.json is missing or is not valid JSON.');
    case 'noFile':
      return msg('Neither config.json nor config.js could be read beside index.html.');
    case 'client':
      return clientRefusedWords();
  }
}

/** Also the session's words when a renewal is answered invalid_client (auth/session.ts). */
export function clientRefusedWords(): string {
  return msg(
    'The sign-in service does not accept config.json "clientId" with its "clientSecret" (invalid_client).',
  );
}

/**
 * Why the provider could not be asked: for the person in front of the TV when the network or the service
 * fails, for whoever installed the app when the address in config.json is not a discovery address.
 */
export function discoveryProblemWords(problem: DiscoveryProblem): string {
  switch (problem.kind) {
    case 'unreachable':
      return msg('The sign-in service cannot be reached. Check the TV’s network connection.');
    case 'http':
      return problem.status >= 500
        ? msg(str`The sign-in service answered with an error (HTTP ${problem.status}).`)
        : msg(
            str`config.json "discovery" (${problem.url}) answered HTTP ${problem.status}: it must be the provider’s discovery address, ending in /.well-known/openid-configuration.`,
          );
    case 'unreadable':
      return msg(
        str`config.json "discovery" (${problem.url}) does not answer with a discovery document (${problem.detail}): it must be the provider’s discovery address, ending in /.well-known/openid-configuration.`,
      );
    case 'notForApps':
      return msg(
        str`config.json "discovery" (${problem.url}) answers, but not to apps (no CORS headers): it must be the provider’s discovery address, ending in /.well-known/openid-configuration.`,
      );
  }
}

/** A failed start in words, and whether trying again may help. */
export function bootErrorOf(err: unknown): BootError {
  if (err instanceof ConfigError) {
    return new BootError(
      configProblemWords(err.problem),
      msg('Whoever installed the app can fix config.json, then restart it.'),
      false,
    );
  }
  if (err instanceof DiscoveryError) {
    return new BootError(
      discoveryProblemWords(err.problem),
      err.transient
        ? msg('The app tries again by itself; or press Try again.')
        : msg('Whoever installed the app can fix config.json, then restart it.'),
      err.transient,
    );
  }
  return new BootError(msg('The app could not start.'), msg('Press Try again, or restart the app.'), true);
}
