/**
 * The sign-in screen with a code, drawn with the DOM alone for the early copy (sign-in-early.ts): the same
 * elements, classes and words as `signInPage` around `codeScreen` (sign-in-parts.ts, sign-in-code.ts) draw
 * with Lit, so the same styles put every part in the same place. Without Lit, so that it runs before Lit's
 * code has arrived (docs/app.md, "Early boot"). Only what is seen: the copy is hidden from screen readers,
 * and the Lit screen replaces it before a key can reach it. `test/e2e/sign-in-early-paint.spec.ts` holds the
 * two drawings to the same boxes.
 */
import { msg, str } from '@lit/localize';
import type { CodeOnScreen } from '../../auth/sign-in-state.ts';
import type { QrPath } from './qr-svg.ts';
import { countdown, displayUrl } from './sign-in-format.ts';

export interface CodeCopy {
  code: CodeOnScreen;
  /** Monotonic ms, for the countdown. */
  now: number;
  /** The QR symbol, or undefined when the address is too long for one. */
  qr: QrPath | undefined;
}

type Child = Node | string;

function element(tag: string, attributes: Record<string, string>, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function qrSymbol(qr: QrPath): SVGSVGElement {
  const svgNs = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('viewBox', `0 0 ${qr.size} ${qr.size}`);
  svg.setAttribute('shape-rendering', 'crispEdges');
  const path = document.createElementNS(svgNs, 'path');
  path.setAttribute('fill', '#000');
  path.setAttribute('d', qr.d);
  svg.append(path);
  return svg;
}

/** The copy drawn before its code is known, and how the code then goes in. */
export interface CodeScreenCopy {
  /** The children of the screen's shadow root, as `signInPage('', nothing, codeScreen(...))` draws them. */
  nodes: Node[];
  /** Writes the address, the code, the countdown and the QR symbol in. */
  fill(copy: CodeCopy): void;
}

/**
 * Everything but the code: laid out while the device code is on the way, so that when it arrives only its
 * own text and the QR symbol are new (docs/app.md, "Early boot").
 */
export function codeScreenCopy(): CodeScreenCopy {
  const verbatim = (attributes: Record<string, string> = {}): HTMLElement =>
    element('span', { class: 'verbatim', dir: 'ltr', ...attributes });
  const url = verbatim({ 'data-testid': 'verification-url' });
  const userCode = verbatim();
  const countdownLine = element('p', { class: 'muted', 'data-testid': 'countdown' });
  const qrBox = element('div', { class: 'qr-box', 'data-testid': 'qr' });
  const nodes = [
    element('p', { class: 'sr-only', 'data-testid': 'announcement' }),
    element('div', { class: 'top' }),
    element('h1', {}, msg('Sign in with your phone')),
    element(
      'div',
      { class: 'layout' },
      element(
        'div',
        { class: 'text' },
        element('p', { class: 'step' }, msg('1. On your phone or computer, go to')),
        element('p', { class: 'url' }, url),
        element(
          'div',
          { class: 'code-panel', 'data-testid': 'code-panel' },
          element('p', { class: 'step' }, msg('2. Enter this code')),
          element('p', { class: 'sr-only' }),
          element('p', { class: 'code', 'data-testid': 'user-code' }, userCode),
        ),
        countdownLine,
        element(
          'button',
          { class: 'renew', 'data-testid': 'new-code', 'aria-disabled': 'true', tabindex: '-1' },
          msg('Get a new code'),
        ),
      ),
      element(
        'figure',
        { class: 'qr' },
        qrBox,
        element('figcaption', {}, msg('Or scan with your phone’s camera')),
      ),
    ),
  ];
  return {
    nodes,
    fill({ code, now, qr }) {
      url.textContent = displayUrl(code.response.verification_url);
      userCode.textContent = code.response.user_code;
      const left = countdown(code.expiresAt - now);
      countdownLine.textContent = msg(str`The code works for ${left} more. This screen moves on by itself.`);
      if (qr) qrBox.append(qrSymbol(qr));
    },
  };
}
