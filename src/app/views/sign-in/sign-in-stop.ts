/**
 * The sign-in screen when there is no code to show: while one is asked for, and when the flow stops (what
 * happened, what to do next, and "Try again" or "Get a new code" when a press can help). A stop without a
 * button takes focus on its words, so the screen always has something focused.
 */
import { msg } from '@lit/localize';
import { html, nothing } from 'lit';
import type { Words } from '../../auth/sign-in-messages.ts';
import type { CodeReason } from '../../auth/sign-in-machine.ts';

export function requestingScreen(reason: CodeReason) {
  return html`<h1>${msg('Sign in')}</h1>
    <p>
      ${reason === 'expired' ? msg('The code expired. Getting a new code…') : msg('Getting a sign-in code…')}
    </p>`;
}

export function stopScreen(words: Words, onRetry: () => void) {
  return html`
    <div class="stop" tabindex="-1" ?data-first-focus=${!words.action} data-testid="stop">
      <h1 role="alert">${words.title}</h1>
      <p>${words.next}</p>
    </div>
    ${words.action ? html`<button data-first-focus @click=${onRetry}>${words.action}</button>` : nothing}
  `;
}
