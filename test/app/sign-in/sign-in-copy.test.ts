// The early copy draws the same elements, classes and words as the Lit screen with a code (docs/app.md,
// "Early boot"), in every language: a change to one drawing that the other lacks fails here, before the
// end-to-end test measures their boxes.
import { expect } from '@open-wc/testing';
import { nothing, render } from 'lit';
import { applyLocale, type AppLocale } from '../../../src/app/i18n/locale.ts';
import { codeOnScreen } from '../../../src/app/auth/sign-in-state.ts';
import { codeScreen } from '../../../src/app/views/sign-in/sign-in-code.ts';
import { codeScreenCopy } from '../../../src/app/views/sign-in/sign-in-copy.ts';
import { signInPage } from '../../../src/app/views/sign-in/sign-in-parts.ts';
import { qrPath } from '../../../src/app/views/sign-in/qr-svg.ts';

const CODE = codeOnScreen(
  {
    device_code: 'dev',
    user_code: 'BCDF-GHJK',
    verification_url: 'https://provider.test/device',
    verification_url_complete: 'https://provider.test/device?user_code=BCDF-GHJK',
    expires_in: 600,
    interval: 5,
  },
  1000,
);
const ignore = (): void => undefined;

/** Every element as tag, classes, direction and test id, with its own text; screen-reader-only text aside. */
function outline(root: ParentNode): string[] {
  return [...root.querySelectorAll('*')].map((el) => {
    const own = [...el.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .trim();
    const text = el.classList.contains('sr-only') ? '' : own;
    const attrs = ['class', 'dir', 'data-testid', 'viewBox', 'fill', 'shape-rendering']
      .map((name) => el.getAttribute(name))
      .map((value) => value ?? '-')
      .join(' ');
    return `${el.localName} ${attrs} ${text}`;
  });
}

describe('the early copy of the code screen', () => {
  after(() => applyLocale('en'));

  for (const locale of ['en', 'de', 'ar'] as AppLocale[]) {
    it(`the copy of the code screen outlines as the Lit screen does (${locale})`, async () => {
      await applyLocale(locale);
      const target = CODE.response.verification_url_complete ?? '';
      const path = qrPath(target);
      const lit = document.createElement('div');
      const view = { code: CODE, reason: 'first', reconnecting: false, now: 61_000, canAsk: false } as const;
      render(
        signInPage(
          '',
          nothing,
          codeScreen({ ...view, qr: { url: target, path }, onKey: ignore, onRetry: ignore }),
        ),
        lit,
      );
      const copy = document.createElement('div');
      const drawing = codeScreenCopy();
      copy.append(...drawing.nodes);
      drawing.fill({ code: CODE, now: 61_000, qr: path });
      const drawn = outline(copy);
      expect(drawn).to.deep.equal(outline(lit));
      expect(drawn.join('\n')).to.contain('BCDF-GHJK').and.contain('9:00');
      const d = (root: ParentNode) => root.querySelector('path')?.getAttribute('d');
      expect(d(copy)).to.equal(d(lit));
      expect(d(copy)?.length).to.be.above(100);
    });
  }
});
