import { localized } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { focusRingItem } from '../../ui/theme.ts';
import { deepActiveElement } from '../../nav/composed-tree.ts';
import { FocusEntryController } from '../../nav/group-registry.ts';
import { KeyListenerController } from '../../nav/key-listener.ts';
import { remoteActionOf } from '../../nav/keys.ts';
import { inReadingOrder } from '../../nav/direction.ts';
import { currentLocale } from '../../i18n/locale.ts';
import {
  moveOnKeyboard,
  OSK_LAYOUTS,
  type KeyAction,
  type KeyPosition,
  type OskLayout,
} from './osk-layout.ts';

export interface OskKeyDetail {
  action: KeyAction;
}

/**
 * An on-screen keyboard for the D-pad: letters (Latin with ä ö ü ß, or Arabic: the last key switches),
 * digits, Space, Delete and Clear. Arrows move between keys (nearest key in the next row on Up/Down; Right
 * is the key visually on the right, also under right to left); at an edge the key bubbles to the enclosing
 * group. OK on a key raises `tv-osk-key`; the keyboard keeps no text of its own. Coming back, focus returns
 * to the last key.
 */
@customElement('tv-osk')
@localized()
export class TvOsk extends LitElement {
  static override styles = [
    focusRingItem,
    css`
      :host {
        display: block;
      }
      .row {
        display: flex;
        margin-bottom: var(--tv-space-1);
      }
      button {
        box-sizing: border-box;
        flex: 0 0 auto;
        width: calc(var(--tv-osk-key, 64px) * var(--span) + var(--tv-space-1) * (var(--span) - 1));
        height: var(--tv-osk-key, 64px);
        margin-inline-end: var(--tv-space-1);
        border: none;
        border-radius: var(--tv-radius);
        background: var(--tv-color-surface);
        color: var(--tv-color-text);
        font: inherit;
        font-size: var(--tv-font-body);
        font-weight: 600;
        padding: 0;
      }
      /* Words (Space, Delete, Clear, the layout switch) a size smaller than letters: German's "⌫ Löschen"
         in the body size reached under the focus ring, which is drawn inside the key. */
      .word {
        font-size: var(--tv-font-small);
      }
      /* Delete's ⌫ points at the letter it removes: the one before the caret, on the right in Arabic. */
      .glyph {
        display: inline-block;
      }
      :host-context([dir='rtl']) .glyph {
        transform: scaleX(-1);
      }
    `,
  ];

  @state() private at: KeyPosition = { row: 0, col: 0 };
  /** Arabic letters first when the app is in Arabic. */
  @state() private layout: OskLayout = currentLocale() === 'ar' ? 'arabic' : 'latin';

  protected readonly entry = new FocusEntryController(this, { enter: () => this.focusKey(this.at) });
  protected readonly keys = new KeyListenerController(this, (event) => {
    this.onKeyDown(event);
  });

  /** Focuses the key at `position`; false when there is none. */
  focusKey(position: KeyPosition): boolean {
    this.at = position;
    const button = this.renderRoot.querySelector<HTMLElement>(
      `[data-pos="${String(position.row)}-${String(position.col)}"]`,
    );
    button?.focus();
    return button !== null && deepActiveElement() === button;
  }

  override render() {
    return html`${OSK_LAYOUTS[this.layout].map(
      (row, r) =>
        html`<div class="row">
          ${row.map(
            (key, c) =>
              html`<button
                class=${key.label.length > 1 ? 'focusable word' : 'focusable'}
                style="--span: ${String(key.span)}"
                data-key=${key.id}
                data-pos="${String(r)}-${String(c)}"
                aria-label=${key.name}
                tabindex=${r === this.at.row && c === this.at.col ? 0 : -1}
                @click=${() => {
                  this.press(key.action, { row: r, col: c });
                }}
              >
                ${key.glyph ? html`<span class="glyph" aria-hidden="true">${key.glyph}</span> ` : nothing}${key.label}
              </button>`,
          )}
        </div>`,
    )}`;
  }

  private press(action: KeyAction, position: KeyPosition): void {
    this.at = position;
    if (action.kind === 'layout') {
      // The switch stays where it was, so OK again switches back.
      this.layout = this.layout === 'latin' ? 'arabic' : 'latin';
      return;
    }
    this.dispatchEvent(
      new CustomEvent<OskKeyDetail>('tv-osk-key', { detail: { action }, bubbles: true, composed: true }),
    );
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented) return;
    const action = remoteActionOf(event);
    if (action !== 'up' && action !== 'down' && action !== 'left' && action !== 'right') return;
    const from = this.positionOf(event);
    if (!from) return;
    const to = moveOnKeyboard(OSK_LAYOUTS[this.layout], from, inReadingOrder(action));
    if (to && this.focusKey(to)) event.preventDefault();
  };

  private positionOf(event: Event): KeyPosition | null {
    const button = event
      .composedPath()
      .find((t): t is HTMLElement => t instanceof HTMLElement && t.dataset.pos !== undefined);
    const [row, col] = (button?.dataset.pos ?? '').split('-').map(Number);
    return row === undefined || col === undefined || Number.isNaN(row) || Number.isNaN(col)
      ? null
      : { row, col };
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-osk': TvOsk;
  }
  interface GlobalEventHandlersEventMap {
    'tv-osk-key': CustomEvent<OskKeyDetail>;
  }
}
