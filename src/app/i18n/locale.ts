/**
 * The app's language: English (the source), German or Arabic (right to left), chosen from the TV's own
 * language or in Settings, and applied without a reload (docs/app.md, "Languages"). Strings come from
 * `msg()` (@lit/localize, runtime mode): the English text is in the code, each other language is a module
 * of its own in `generated/`, loaded only when chosen.
 */
import { configureLocalization } from '@lit/localize';
import { sourceLocale, targetLocales } from './generated/locale-codes.ts';
import { loadCatalogue } from './catalogues.ts';

export { completeCatalogue } from './catalogues.ts';

export type AppLocale = 'en' | 'de' | 'ar';
/** What Settings offers: follow the TV, or one language. */
export type LanguageChoice = 'system' | AppLocale;
export const LANGUAGE_CHOICES: readonly LanguageChoice[] = ['system', 'en', 'de', 'ar'];

/** localStorage key of the choice made in Settings; absent means "System". */
const STORAGE_KEY = 'tv-language';

/** True while the start language is being asked for (`applyStartLanguage`). */
let startingUp = false;

const { getLocale, setLocale } = configureLocalization({
  sourceLocale,
  targetLocales,
  // Chunks per language, fetched when it is chosen; English needs none. At start, only the sign-in words.
  loadLocale: (locale) => loadCatalogue(locale === 'de' ? 'de' : 'ar', startingUp),
});

/** The language a BCP 47 tag asks for: de* and ar* have their own, everything else is English. */
export function localeOf(tag: string | undefined): AppLocale {
  const primary = (tag ?? '').toLowerCase().split(/[-_]/)[0];
  return primary === 'de' || primary === 'ar' ? primary : 'en';
}

/** The TV's own language (`navigator.language`). */
export function systemLocale(): AppLocale {
  return localeOf(typeof navigator === 'object' ? navigator.language : undefined);
}

export function readLanguageChoice(): LanguageChoice {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (a private profile): the TV's language it is.
  }
  return LANGUAGE_CHOICES.find((choice) => choice === stored) ?? 'system';
}

function writeLanguageChoice(choice: LanguageChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Not kept across restarts, but applied now.
  }
}

export function localeFor(choice: LanguageChoice): AppLocale {
  return choice === 'system' ? systemLocale() : choice;
}

/** The language the app shows now. */
export function currentLocale(): AppLocale {
  return localeOf(getLocale());
}

export function isRightToLeft(locale: AppLocale = currentLocale()): boolean {
  return locale === 'ar';
}

/** What separates the parts of one phrase in each language: Arabic has its own comma (U+060C). */
const PART_SEPARATORS: Record<AppLocale, string> = { en: ', ', de: ', ', ar: '، ' };

/**
 * Parts said as one phrase (a row's day, time, title and place), in the language shown. Not
 * `Intl.ListFormat`: the parts are not a list to be joined with "and", and Chromium 68 lacks it.
 */
export function joinParts(parts: readonly string[], locale: AppLocale = currentLocale()): string {
  return parts.join(PART_SEPARATORS[locale]);
}

/**
 * The locale for Intl (dates, numbers, units): the TV's own tag when it is in the language shown (de-AT
 * keeps its own formats), else the language alone.
 */
export function formatLocale(): string {
  const shown = currentLocale();
  const own = typeof navigator === 'object' ? navigator.language : undefined;
  return own && localeOf(own) === shown ? own : shown;
}

/**
 * Loads the language's strings, then sets `lang` and `dir` on `<html>` in the same task, so text and
 * direction flip together; every `@localized()` element renders again (runtime mode).
 */
export async function applyLocale(locale: AppLocale): Promise<void> {
  await setLocale(locale);
  const root = document.documentElement;
  root.lang = locale;
  root.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
}

/** Settings' "Language": kept in localStorage and applied at once. */
export function chooseLanguage(choice: LanguageChoice): Promise<void> {
  writeLanguageChoice(choice);
  return applyLocale(localeFor(choice));
}

/**
 * At start: the stored choice, or the TV's language, with only the sign-in screen's words; the rest
 * arrives with `completeCatalogue()` (i18n/catalogues.ts).
 */
export function applyStartLanguage(): Promise<void> {
  // setLocale() calls loadLocale synchronously, before applyLocale's first await.
  startingUp = true;
  try {
    return applyLocale(localeFor(readLanguageChoice()));
  } finally {
    startingUp = false;
  }
}
