/**
 * What each view may show with the scopes this TV was granted, in the words of the home screen: the list
 * Settings shows. A view with no scope of its own (Settings) is left out.
 */
import { msg, str } from '@lit/localize';
import { html } from 'lit';
import { ROUTES, type RouteEntry } from '../../routes.ts';

export type AccessState = 'allowed' | 'limited' | 'refused';

export interface ViewAccess {
  label: string;
  state: AccessState;
  /** One line: what the view shows, or why it does not. */
  words: string;
}

const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export function viewAccess(routes: readonly RouteEntry[], granted: readonly string[]): ViewAccess[] {
  const grants = (scopes: readonly string[]): boolean => scopes.some((scope) => granted.includes(scope));
  return routes
    .filter((route) => route.scopes.length > 0 || route.fuller !== undefined)
    .map((route) => {
      if (route.scopes.length > 0 && !grants(route.scopes)) {
        return {
          label: route.label,
          state: 'refused',
          words: msg('Not allowed when you signed in.'),
        };
      }
      if (route.fuller !== undefined && !grants(route.fuller.scopes)) {
        const only = sentence(route.fuller.without);
        const purpose = route.purpose;
        return {
          label: route.label,
          state: 'limited',
          words: msg(str`${only} only: access to ${purpose} was not allowed when you signed in.`),
        };
      }
      const purpose = route.purpose;
      return { label: route.label, state: 'allowed', words: msg(str`Shows ${purpose}.`) };
    });
}

/** "What this TV may show": every view of the route table and what it may show with `granted`. */
export function accessSection(granted: readonly string[]) {
  return html`<h2>${msg('What this TV may show')}</h2>
    <ul class="access" data-testid="access">
      ${viewAccess(ROUTES, granted).map(
        (view) =>
          html`<li data-state=${view.state}>
            <span class="name">${view.label}</span><span class=${view.state}>${view.words}</span>
          </li>`,
      )}
    </ul>`;
}
