// The lowering of CSS logical properties (scripts/logical-css.ts, docs/app.md "Right to left on older
// engines"): on sample rules, the physical side each direction gets, for the legacy floor (Chromium 53) and
// the modern one (71), and the templates' interpolations kept where they were.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MARK, lowerLogicalCss } from '../../scripts/logical-css.ts';
import { LEGACY_FLOOR, MODERN_FLOOR, lowerTemplates } from '../../scripts/logical-css-plugin.ts';

const RTL = ':host-context([dir=rtl])';

/** A right-to-left rule as Chromium 53 gets it: for native shadow roots, then for ShadyCSS. */
function twice(selectors: string[], body: string): string {
  const under = (prefix: string) => selectors.map((selector) => prefix + selector).join(',');
  return `${under(RTL)}{${body}}${under(':host(:dir(rtl))')}{${body}}`;
}

test('margins and paddings take the -webkit- names Chromium 53 resolves by direction itself', () => {
  assert.equal(
    lowerLogicalCss('.text{padding-inline-end:4vw;margin-inline-start:-4px}', LEGACY_FLOOR),
    '.text{-webkit-padding-end:4vw;-webkit-margin-start:-4px}',
  );
});

test('a start border is on the left, and on the right under right to left, the left one taken back', () => {
  assert.equal(
    lowerLogicalCss(':host{padding:5vh 0;border-inline-start:1px solid red;color:red}', LEGACY_FLOOR),
    ':host{padding:5vh 0;border-left:1px solid red;color:red}' +
      twice([''], 'border-left:initial;border-right:1px solid red'),
  );
});

test('a shorthand of the same family written before is written again under right to left', () => {
  assert.equal(
    lowerLogicalCss('li{border:2px solid;border-inline-end:0}', LEGACY_FLOOR),
    'li{border:2px solid;border-right:0}' +
      twice([' li'], 'border-right:initial;border:2px solid;border-left:0'),
  );
});

test('inset, float and clear by side; a selector list and :host forms under right to left', () => {
  assert.equal(
    lowerLogicalCss(
      ':host .more,dt{inset-inline-end:5vw;float:inline-start;clear:inline-start}',
      LEGACY_FLOOR,
    ),
    ':host .more,dt{right:5vw;float:left;clear:left}' +
      twice([' .more', ' dt'], 'right:initial;left:5vw;float:right;clear:right'),
  );
});

test('shorthands split into their sides; the block axis is top and bottom in both directions', () => {
  assert.equal(
    lowerLogicalCss('p{margin-inline:1px 2px;padding-block:3px;inset:0 1px}', LEGACY_FLOOR),
    'p{-webkit-margin-start:1px;-webkit-margin-end:2px;padding-top:3px;padding-bottom:3px;' +
      'top:0;right:1px;bottom:0;left:1px}',
  );
});

test('inside @media the right-to-left rule stays inside it', () => {
  assert.equal(
    lowerLogicalCss('@media (min-width:1px){li{border-inline-start-width:2px}}a{color:red}', LEGACY_FLOOR),
    '@media (min-width:1px){li{border-left-width:2px}' +
      twice([' li'], 'border-left-width:initial;border-right-width:2px') +
      '}a{color:red}',
  );
});

test('Chromium 71 keeps the logical longhands it has and splits the shorthands it lacks', () => {
  const css = '.a{margin-inline-start:1px;border-inline-start:1px solid;text-align:start}';
  assert.equal(lowerLogicalCss(css, MODERN_FLOOR), css);
  assert.equal(
    lowerLogicalCss('.a{padding-inline:1px 2px;inset-inline-start:0}', MODERN_FLOOR),
    `.a{padding-inline-start:1px;padding-inline-end:2px;left:0}${RTL} .a{left:initial;right:0}`,
  );
});

test('a right-to-left rule written by hand gets its ShadyCSS spelling for Chromium 53 only', () => {
  const css = ":host-context([dir='rtl']){left:0}:host-context([dir=rtl]) .renew{transform-origin:right}";
  assert.equal(
    lowerLogicalCss(css, LEGACY_FLOOR),
    ":host-context([dir='rtl']){left:0}:host(:dir(rtl)){left:0}" +
      ':host-context([dir=rtl]) .renew{transform-origin:right}:host(:dir(rtl)) .renew{transform-origin:right}',
  );
  assert.equal(lowerLogicalCss(css, MODERN_FLOOR), css);
});

test('text without logical properties, comments and strings included, comes back as it was', () => {
  const css = ` /* a{margin-inline-start:1px} */ .a { content: 'b{margin-inline:0}'; color: red }\n`;
  assert.equal(lowerLogicalCss(css, LEGACY_FLOOR), css);
});

test('what cannot be lowered faithfully is an error, never a silent guess', () => {
  assert.throws(() => lowerLogicalCss('a{margin-inline:var(--x)}', LEGACY_FLOOR), /cannot share/);
  assert.throws(() => lowerLogicalCss(':host(.x){border-inline-start:0}', LEGACY_FLOOR), /right to left/);
  assert.throws(() => lowerLogicalCss(`a{border-inline-start:${MARK}}`, LEGACY_FLOOR), /needed twice/);
  assert.throws(
    () => lowerLogicalCss('@keyframes k{to{inset-inline-start:0}}', LEGACY_FLOOR),
    /right-to-left rule where none can go/,
  );
});

test('a template: the modern text in the code, the legacy text recorded against it, interpolations kept', () => {
  const code = 'const s = css`.a{width:${w};margin-inline:0 ${g};border-inline-end:1px solid}`;';
  const lowered = lowerTemplates(code, 'a.ts');
  assert.equal(
    lowered.code,
    'const s = css`.a{width:${w};margin-inline-start:0;margin-inline-end:${g};border-inline-end:1px solid}`;',
  );
  assert.deepEqual(
    [...lowered.legacy],
    [
      [';margin-inline-start:0;margin-inline-end:', ';-webkit-margin-start:0;-webkit-margin-end:'],
      [
        ';border-inline-end:1px solid}',
        ';border-right:1px solid}' + twice([' .a'], 'border-right:initial;border-left:1px solid'),
      ],
    ],
  );
});
