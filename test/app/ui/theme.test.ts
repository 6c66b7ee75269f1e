import { expect } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { TV_COLORS, installTheme } from '../../../src/app/ui/theme.ts';
import { screenStyles } from '../../../src/app/views/screen-styles.ts';

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('ten-foot theme', () => {
  it("draws the theme's own elements (dialogs, buttons) in the typeface of the screens behind them", () => {
    installTheme();
    const words = 'Exit? Leave the app. Stay';
    const inTheme = document.createElement('span');
    inTheme.textContent = words;
    const screen = document.createElement('div');
    const root = screen.attachShadow({ mode: 'open' });
    const sheet = document.createElement('style');
    sheet.textContent = screenStyles.cssText;
    const inScreen = document.createElement('span');
    inScreen.textContent = words;
    root.append(sheet, inScreen);
    document.body.append(inTheme, screen);
    try {
      inTheme.style.fontSize = inScreen.style.fontSize = '40px';
      expect(inTheme.getBoundingClientRect().width).to.equal(inScreen.getBoundingClientRect().width);
    } finally {
      inTheme.remove();
      screen.remove();
    }
  });

  it('meets WCAG AA for every text colour on every surface it is used on', () => {
    const c = TV_COLORS;
    const pairs: [string, string][] = [
      [c.text, c.background],
      [c.text, c.surface],
      [c.textMuted, c.background],
      [c.textMuted, c.surface],
      [c.text, c.raised],
      [c.focusText, c.focusSurface],
      [c.accent, c.background],
      [c.danger, c.surface],
    ];
    for (const [fg, bg] of pairs) expect(contrast(fg, bg), `${fg} on ${bg}`).to.be.at.least(4.5);
  });

  it('draws a focus ring that stands out (3:1) from the page and from a focused tile', () => {
    expect(contrast(TV_COLORS.focusRing, TV_COLORS.background)).to.be.at.least(3);
    expect(contrast(TV_COLORS.focusSurface, TV_COLORS.surface)).to.be.at.least(3);
  });

  it('installs its custom properties once, with type of at least 24px at 1280×720', () => {
    installTheme();
    installTheme();
    expect(document.querySelectorAll('#tv-theme').length).to.equal(1);
    const style = getComputedStyle(document.documentElement);
    expect(style.getPropertyValue('--tv-safe-x').trim()).to.equal('5vw');
    if (window.innerWidth < 1600) {
      expect(parseFloat(style.getPropertyValue('--tv-font-small'))).to.be.at.least(24);
    }
  });

  it('scales type and the ring for 1920×1080', async () => {
    installTheme();
    await setViewport({ width: 1920, height: 1080 });
    const style = getComputedStyle(document.documentElement);
    expect(style.getPropertyValue('--tv-font-small').trim()).to.equal('36px');
    expect(style.getPropertyValue('--tv-focus-ring-width').trim()).to.equal('9px');
    await setViewport({ width: 1280, height: 720 });
    expect(getComputedStyle(document.documentElement).getPropertyValue('--tv-font-small').trim()).to.equal(
      '24px',
    );
  });

  it('stops scaling and animating focus under prefers-reduced-motion, with a thicker ring', async () => {
    installTheme();
    await emulateMedia({ reducedMotion: 'reduce' });
    const style = getComputedStyle(document.documentElement);
    expect(style.getPropertyValue('--tv-focus-scale').trim()).to.equal('1');
    expect(style.getPropertyValue('--tv-motion').trim()).to.equal('0ms linear');
    expect(style.getPropertyValue('--tv-focus-ring-width').trim()).to.equal('10px');
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(getComputedStyle(document.documentElement).getPropertyValue('--tv-focus-scale').trim()).to.equal(
      '1.06',
    );
  });
});
