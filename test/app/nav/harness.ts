/**
 * A small harness for D-pad journeys: a fake navigation clock (time and frames advance only when a test
 * says so), real key presses through the browser, and test elements that nest focus groups inside shadow
 * roots (with and without delegatesFocus, with slotted children).
 */
import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { NavClock } from '../../../src/app/nav/clock.ts';
import { focusedItem } from '../../../src/app/nav/composed-tree.ts';
import { FocusGroupController, type GroupKind } from '../../../src/app/nav/focus-group.ts';
import { NavigationController } from '../../../src/app/nav/navigation-controller.ts';
import { confirmExit } from '../../../src/app/ui/exit-prompt.ts';
import { installTheme } from '../../../src/app/ui/theme.ts';
import '../../../src/app/ui/tv-virtual-list.ts';

export class FakeNavClock implements NavClock {
  time = 0;
  private frames: (() => void)[] = [];

  now(): number {
    return this.time;
  }

  afterPaint(callback: () => void): void {
    this.frames.push(callback);
  }

  advance(ms: number): void {
    this.time += ms;
  }

  /** Runs the callbacks waiting for the next frame (and those they queue, up to a few frames). */
  paint(frames = 1): void {
    for (let i = 0; i < frames; i++) {
      const due = this.frames;
      this.frames = [];
      due.forEach((f) => {
        f();
      });
    }
  }

  /** Forgets time and frames left over by an earlier test. */
  reset(): void {
    this.time = 0;
    this.frames = [];
  }
}

export const clock = new FakeNavClock();

/** Presses a key for real, then lets the frame after it pass, as a person pressing again later would. */
export async function press(key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) {
    await sendKeys({ press: key });
    clock.paint();
  }
}

/** A fresh navigation root (`nt-app`) on home, the clock reset and the first frame painted. */
export async function app(): Promise<NtApp> {
  clock.reset();
  const el = await fixture<NtApp>(html`<nt-app></nt-app>`);
  clock.paint();
  return el;
}

/** After a view change: the new view renders, then the frame after it gives it focus. */
export async function settle(el: NtApp): Promise<void> {
  await el.updateComplete;
  const children = [...el.renderRoot.querySelectorAll('*')] as Partial<NtApp>[];
  await Promise.all(children.map((c) => c.updateComplete ?? Promise.resolve(true)));
  clock.paint();
}

/** The label of what has focus: a button's text, or the label of the host whose shadow root has it. */
export function focused(): string {
  const el = focusedItem();
  if (!el) return '(nothing)';
  return (el.getAttribute('aria-label') ?? el.textContent).trim();
}

const GROUP_KIND = Symbol('kind');

abstract class GroupElement extends LitElement {
  static [GROUP_KIND]: GroupKind = 'row';
  /** One item per label. */
  @property({ attribute: false }) labels: string[] = [];
  readonly group = new FocusGroupController(this, {
    kind: (this.constructor as typeof GroupElement)[GROUP_KIND],
    defaultItem: () => this.renderRoot.querySelector<HTMLElement>('[data-default]'),
  });
  /** A label whose item is the default item. */
  @property() preferred = '';
}

/** One item with its own shadow root that delegates focus to the button inside it. */
@customElement('nt-item')
export class NtItem extends LitElement {
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true };
  @property() label = '';
  override render() {
    return html`<button style="width:90px;height:60px">${this.label}</button>`;
  }
}

/** A row of delegating items. */
@customElement('nt-row')
export class NtRow extends GroupElement {
  static override [GROUP_KIND]: GroupKind = 'row';
  override render() {
    return html`<div style="display:flex;gap:10px;margin:10px">
      ${this.labels.map((l) => html`<nt-item label=${l} ?data-default=${l === this.preferred}></nt-item>`)}
    </div>`;
  }
}

/** A column whose items are its slotted children (often other groups). */
@customElement('nt-column')
export class NtColumn extends GroupElement {
  static override [GROUP_KIND]: GroupKind = 'column';
  override render() {
    return html`<slot></slot>`;
  }
}

/** A grid of plain buttons, four to a line; items keyed by label so removal keeps the others. */
@customElement('nt-grid')
export class NtGrid extends GroupElement {
  static override [GROUP_KIND]: GroupKind = 'grid';
  override render() {
    return html`<div style="display:flex;flex-wrap:wrap;width:440px">
      ${repeat(
        this.labels,
        (l) => l,
        (l) =>
          html`<button style="width:100px;height:60px;margin:5px" ?data-default=${l === this.preferred}>
            ${l}
          </button>`,
      )}
    </div>`;
  }
}

/** An app root: the navigation controller, a home grid and a detail view with a row and a text field. */
@customElement('nt-app')
export class NtApp extends LitElement {
  /** The "late" view shows only a loading line until this is set. */
  @property({ type: Boolean }) lateReady = false;
  exits = 0;
  readonly nav = new NavigationController(this, {
    home: 'home',
    clock,
    confirmExit,
    exit: () => {
      this.exits += 1;
    },
  });

  override connectedCallback(): void {
    super.connectedCallback();
    // As the app's shell does: the focus rings and the dialog are drawn with the theme's properties.
    installTheme();
  }

  override render() {
    const view = this.nav.navigation.current.name;
    if (view === 'home') {
      return html`<nt-grid
        id="home"
        .labels=${['Calendar', 'Fitness', 'Books', 'Channels', 'Settings']}
        @click=${this.onPick}
      ></nt-grid>`;
    }
    if (view === 'late' && !this.lateReady) return html`<p>Loading…</p>`;
    if (view === 'list') {
      return html`<tv-virtual-list
        style="height:400px;width:500px"
        item-size="50"
        .items=${Array.from({ length: 500 }, (_, i) => `row ${i}`)}
        @click=${() => {
          this.nav.navigation.go('detail');
        }}
      ></tv-virtual-list>`;
    }
    if (view === 'long') {
      return html`<nt-row id="long" .labels=${Array.from({ length: 30 }, (_, i) => `item ${i}`)}></nt-row>`;
    }
    return html`<nt-row id=${view} .labels=${[`${view} 1`, `${view} 2`, `${view} 3`]}></nt-row>
      <input id="field" aria-label="search" />`;
  }

  private readonly onPick = (event: Event): void => {
    const label = (event.composedPath()[0] as HTMLElement).textContent.trim();
    this.nav.navigation.go(label.toLowerCase());
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'nt-item': NtItem;
    'nt-row': NtRow;
    'nt-column': NtColumn;
    'nt-grid': NtGrid;
    'nt-app': NtApp;
  }
}
