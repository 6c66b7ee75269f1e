/**
 * Settings' Language: follow the TV, or one of the app's languages, applied at once (docs/app.md#languages).
 * Under About, in its column: Down from "Remove this TV’s access" reaches it, and Right from the accounts
 * still finds About first (a row across the page would lie "to the right" of every account button).
 */
import { msg } from '@lit/localize';
import { html, nothing } from 'lit';
import { LANGUAGE_CHOICES, type LanguageChoice } from '../../i18n/locale.ts';

/** Each language named in itself, so a person who cannot read the current one still finds theirs. */
function languageName(choice: LanguageChoice): string {
  switch (choice) {
    case 'system':
      return msg('System');
    case 'en':
      return 'English';
    case 'de':
      return 'Deutsch';
    case 'ar':
      return 'العربية';
  }
}

export function languageSection(current: LanguageChoice, pick: (choice: LanguageChoice) => void) {
  return html`<div class="language">
    <h2 id="language">${msg('Language')}</h2>
    <div class="languages" role="radiogroup" aria-labelledby="language">
      ${LANGUAGE_CHOICES.map(
        (choice) =>
          html`<button
            role="radio"
            data-language=${choice}
            lang=${choice === 'system' ? nothing : choice}
            aria-checked=${choice === current ? 'true' : 'false'}
            @click=${() => {
              pick(choice);
            }}
          >
            ${languageName(choice)}
          </button>`,
      )}
    </div>
  </div>`;
}
