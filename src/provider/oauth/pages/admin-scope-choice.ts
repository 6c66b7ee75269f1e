/**
 * The scopes a client may ask for, as the registration forms of /admin/clients offer them: every scope the
 * form allows, or only those ticked (docs/identity.md#clients).
 */
import { SCOPE_DESCRIPTIONS } from '#shared/scopes.ts';
import { html, type SafeHtml } from './html.ts';

/** `video.readonly` for `https://api.example.com/auth/video.readonly`: the part people tell apart. */
export const shortScope = (scope: string): string => scope.replace(/^.*\/auth\//, '');

/** The short name, allowed to wrap after each dot rather than inside a word. */
const wrappingScope = (scope: string): SafeHtml[] =>
  shortScope(scope)
    .split('.')
    .map((part, i) => (i === 0 ? html`${part}` : html`.<wbr />${part}`));

/** What a form shows again after a refusal: `all`, or `list` with the ticked scopes. */
export interface ScopeChoice {
  limit?: 'all' | 'list';
  scopes?: readonly string[];
}

/** The posted choice, `offered` alone kept: a tick outside it is no choice the form made. */
export function postedScopeChoice(form: URLSearchParams, offered: readonly string[]): Required<ScopeChoice> {
  return {
    limit: form.get('limit') === 'list' ? 'list' : 'all',
    scopes: form.getAll('scope').filter((scope) => offered.includes(scope)),
  };
}

/** The choice as a client's list: null for every scope; undefined when `list` ticks none. */
export function chosenScopes({ limit, scopes }: Required<ScopeChoice>): readonly string[] | null | undefined {
  if (limit === 'all') return null;
  return scopes.length === 0 ? undefined : scopes;
}

export const NO_SCOPE_TICKED = 'Tick at least one scope, or allow every scope.';

export function scopeChoice(offered: readonly string[], every: string, view: ScopeChoice): SafeHtml {
  const chosen = view.scopes ?? [];
  const limit = view.limit ?? 'all';
  return html`<fieldset>
    <legend>Scopes it may ask for</legend>
    <label class="check"
      ><input type="radio" name="limit" value="all" ${limit === 'all' ? 'checked' : ''} /><span
        >${every}</span
      ></label
    >
    <label class="check"
      ><input type="radio" name="limit" value="list" ${limit === 'list' ? 'checked' : ''} /><span
        >Only those ticked below</span
      ></label
    >
    <div class="scope-grid">
      ${offered.map(
        (scope) =>
          html`<label class="check" title="${SCOPE_DESCRIPTIONS[scope] ?? scope}"
            ><input
              type="checkbox"
              name="scope"
              value="${scope}"
              ${chosen.includes(scope) ? 'checked' : ''}
            /><span>${wrappingScope(scope)}</span></label
          >`,
      )}
    </div>
  </fieldset>`;
}
