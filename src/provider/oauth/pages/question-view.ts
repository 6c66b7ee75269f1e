/** The page that asks before an action that cannot be taken back: Cancel first, then the one form that acts. */
import { html, layout, type SafeHtml } from './html.ts';
import { words } from './words/catalogue.ts';

export interface Question {
  title: string;
  heading: string;
  text: string;
  /** Where Cancel goes: the page the question came from. */
  cancel: string;
  /** The form that acts: its address, CSRF token, hidden fields and button. */
  action: { path: string; csrf: string; fields: Record<string, string>; label: string };
}

export function questionPage({ title, heading, text, cancel, action }: Question): SafeHtml {
  return layout(
    title,
    html`<h1>${heading}</h1>
      <p>${text}</p>
      <div class="row">
        <a class="button secondary" href="${cancel}">${words().cancel}</a>
        <form method="post" action="${action.path}">
          <input type="hidden" name="csrf" value="${action.csrf}" />
          ${Object.entries(action.fields).map(
            ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
          )}
          <button type="submit">${action.label}</button>
        </form>
      </div>`,
  );
}
