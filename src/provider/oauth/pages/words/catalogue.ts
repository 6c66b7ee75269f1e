/**
 * The phone pages' catalogues: a small typed catalogue per language, English the source. The TV app's
 * words go through @lit/localize and its XLIFF files (docs/app.md#languages), but its runtime keeps one
 * active locale per JavaScript realm, which a server answering people in three languages at once cannot
 * share; so the provider keeps its catalogues as TypeScript, whose types make every language hold every
 * message with the same arguments (docs/provider.md#languages).
 */
import { IDENTITY_SCOPES, SCOPES } from '#shared/scopes.ts';
import { EN } from './en.ts';
import { DE } from './de.ts';
import { AR } from './ar.ts';
import { SCOPES_EN } from './scopes-en.ts';
import { SCOPES_DE } from './scopes-de.ts';
import { SCOPES_AR } from './scopes-ar.ts';
import { pageLanguage, type Language } from './language.ts';

/** Every message of the English catalogue, with the same arguments. */
export type Words = {
  readonly [K in keyof typeof EN]: (typeof EN)[K] extends string ? string : (typeof EN)[K];
};

/** The scopes by their names in `SCOPES`, and the identity scopes by theirs. */
export type ScopeName = keyof typeof SCOPES | (typeof IDENTITY_SCOPES)[number];

export interface ScopeWords {
  /** What the scope lets an app do, for every scope the provider knows. */
  does: Readonly<Record<ScopeName, string>>;
  /** What the TV app does with the scopes it asks for. */
  tvUses: Readonly<Partial<Record<ScopeName, string>>>;
}

export const CATALOGUES: Readonly<Record<Language, { words: Words; scopes: ScopeWords }>> = {
  en: { words: EN, scopes: SCOPES_EN },
  de: { words: DE, scopes: SCOPES_DE },
  ar: { words: AR, scopes: SCOPES_AR },
};

/** The words of the page being made now, in the browser's language (language.ts). */
export const words = (): Words => CATALOGUES[pageLanguage()].words;

const NAME_OF = new Map<string, ScopeName>([
  ...IDENTITY_SCOPES.map((id) => [id, id] as const),
  ...(Object.entries(SCOPES) as [keyof typeof SCOPES, string][]).map(([name, id]) => [id, name] as const),
]);

/** What a scope lets the app do, in the page's language; the identifier itself for a scope nobody named. */
export function scopeDoes(scope: string): string {
  const name = NAME_OF.get(scope);
  return name === undefined ? scope : CATALOGUES[pageLanguage()].scopes.does[name];
}

/** What the TV does with a scope, in the page's language, when it asks for it. */
export function scopeUse(scope: string): string | undefined {
  const name = NAME_OF.get(scope);
  return name === undefined ? undefined : CATALOGUES[pageLanguage()].scopes.tvUses[name];
}
