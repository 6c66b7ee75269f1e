/**
 * Where each language's words come from (docs/app.md#languages). At start, the sign-in catalogue
 * (`generated/<locale>-sign-in.ts`: the words of the screen before and with the code, about 2 KB gzip)
 * is all that loads before the sign-in screen; the full catalogue (`generated/<locale>.ts`, every string
 * of the app) follows once that screen has painted, or with the signed-in half, and is merged into the
 * templates already in use. A language chosen later in Settings loads its full catalogue at once.
 */
import { LOCALE_STATUS_EVENT, type LocaleModule } from '@lit/localize';

type TargetLocale = 'de' | 'ar';
type Templates = LocaleModule['templates'];

const signInWords = (locale: TargetLocale): Promise<LocaleModule> =>
  locale === 'de' ? import('./generated/de-sign-in.ts') : import('./generated/ar-sign-in.ts');

const allWords = (locale: TargetLocale): Promise<LocaleModule> =>
  locale === 'de' ? import('./generated/de.ts') : import('./generated/ar.ts');

/** The start language's templates while only its sign-in words are in: the full catalogue fills them. */
let partial: { locale: TargetLocale; templates: Templates } | undefined;
let completing: Promise<void> | undefined;

/**
 * `configureLocalization`'s `loadLocale`. With `signInOnly` (the start language), the sign-in words in a
 * fresh object that `completeCatalogue()` fills later; the runtime keeps that object as its templates.
 */
export async function loadCatalogue(locale: TargetLocale, signInOnly: boolean): Promise<LocaleModule> {
  if (!signInOnly || completing) return allWords(locale);
  const templates: Templates = { ...(await signInWords(locale)).templates };
  partial = { locale, templates };
  return { templates };
}

/**
 * The rest of the start language's words, merged into the templates in use; elements then render again
 * (the runtime's own "ready" status), so a stop drawn in the meantime takes its words. Once; it never
 * rejects: words that could not be fetched show in English, and the next call tries again.
 */
export function completeCatalogue(): Promise<void> {
  completing ??= (async () => {
    const start = partial;
    if (!start) return;
    try {
      Object.assign(start.templates, (await allWords(start.locale)).templates);
      partial = undefined;
      window.dispatchEvent(
        new CustomEvent(LOCALE_STATUS_EVENT, { detail: { status: 'ready', readyLocale: start.locale } }),
      );
    } catch {
      completing = undefined;
    }
  })();
  return completing;
}
