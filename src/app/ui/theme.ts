import { css, unsafeCSS } from 'lit';

/**
 * The ten-foot theme. Colours are kept here as values too, so a test can check their contrast (WCAG AA
 * needs 4.5:1 for text, 3:1 for the focus ring against what surrounds it).
 */
export const TV_COLORS = {
  background: '#0b0f19',
  surface: '#1b2333',
  /** Buttons on a surface (a dialog's actions) stand out from it without focus. */
  raised: '#34425e',
  text: '#f2f4f8',
  textMuted: '#c3cad6',
  /** A focused item turns light: the change is in brightness and size, not only in hue. */
  focusSurface: '#f2f4f8',
  focusText: '#0b0f19',
  focusRing: '#ffd400',
  accent: '#6cb4ff',
  danger: '#ff8a80',
} as const;

/**
 * Sizes are for 1280×720; from 1600 px wide (1920×1080) everything is 1.5 times larger, so both layouts
 * keep the same composition. The smallest type is 24 px at 720p.
 */
const documentCss = css`
  :root {
    --tv-color-background: ${unsafeCSS(TV_COLORS.background)};
    --tv-color-surface: ${unsafeCSS(TV_COLORS.surface)};
    --tv-color-raised: ${unsafeCSS(TV_COLORS.raised)};
    --tv-color-text: ${unsafeCSS(TV_COLORS.text)};
    --tv-color-text-muted: ${unsafeCSS(TV_COLORS.textMuted)};
    --tv-color-focus-surface: ${unsafeCSS(TV_COLORS.focusSurface)};
    --tv-color-focus-text: ${unsafeCSS(TV_COLORS.focusText)};
    --tv-color-accent: ${unsafeCSS(TV_COLORS.accent)};
    --tv-color-danger: ${unsafeCSS(TV_COLORS.danger)};

    /* The screens' stack (views/screen-styles.ts): a dialog over a screen is drawn in the same typeface. */
    --tv-font-family: system-ui, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif;
    --tv-font-small: 24px;
    --tv-font-body: 28px;
    --tv-font-heading: 36px;
    --tv-font-title: 48px;
    --tv-line-height: 1.3;

    --tv-space-1: 8px;
    --tv-space-2: 16px;
    --tv-space-3: 24px;
    --tv-space-4: 32px;
    --tv-space-6: 48px;
    --tv-radius: 12px;

    /* Title-safe area: 5% on every side. */
    --tv-safe-x: 5vw;
    --tv-safe-y: 5vh;

    --tv-focus-ring-color: ${unsafeCSS(TV_COLORS.focusRing)};
    --tv-focus-ring-width: 6px;
    --tv-focus-ring-offset: 4px;
    --tv-focus-halo: 0 0 0 calc(var(--tv-focus-ring-width) + var(--tv-focus-ring-offset) + 3px) #000;
    --tv-focus-scale: 1.06;
    --tv-motion: 120ms ease-out;

    --tv-tile-width: 256px;
    --tv-tile-height: 160px;
  }

  @media (min-width: 1600px) {
    :root {
      --tv-font-small: 36px;
      --tv-font-body: 42px;
      --tv-font-heading: 54px;
      --tv-font-title: 72px;
      --tv-space-1: 12px;
      --tv-space-2: 24px;
      --tv-space-3: 36px;
      --tv-space-4: 48px;
      --tv-space-6: 72px;
      --tv-radius: 18px;
      --tv-focus-ring-width: 9px;
      --tv-focus-ring-offset: 6px;
      --tv-tile-width: 384px;
      --tv-tile-height: 240px;
    }
  }

  /* Without motion the ring still grows thicker; nothing scales or animates. */
  @media (prefers-reduced-motion: reduce) {
    :root {
      --tv-focus-scale: 1;
      --tv-motion: 0ms linear;
      --tv-focus-ring-width: 10px;
    }
  }

  html {
    background: var(--tv-color-background);
    color: var(--tv-color-text);
    font-family: var(--tv-font-family);
    font-size: var(--tv-font-body);
    line-height: var(--tv-line-height);
  }

  html[data-tv-input='key'] body {
    cursor: none;
  }
`;

const ringRule = `
  outline: var(--tv-focus-ring-width) solid var(--tv-focus-ring-color);
  outline-offset: var(--tv-focus-ring-offset);
  box-shadow: var(--tv-focus-halo);
  background: var(--tv-color-focus-surface);
  color: var(--tv-color-focus-text);
  transform: scale(var(--tv-focus-scale));
  position: relative;
  z-index: 1;
`;

const restRule = `
  outline: none;
  transition:
    transform var(--tv-motion),
    box-shadow var(--tv-motion);
`;

/**
 * The focus ring of a focusable host element (tv-tile, tv-button): thick, yellow with a black halo (seen
 * on light and dark), the surface turned light, and scaled. Only for hosts that take focus themselves: a
 * host also matches `:focus` while anything in its shadow root has focus.
 */
export const focusRing = css`
  :host {
    ${unsafeCSS(restRule)}
  }
  :host(:focus) {
    ${unsafeCSS(ringRule)}
  }
`;

const itemRingRule = `
  outline: var(--tv-focus-ring-width) solid var(--tv-focus-ring-color);
  outline-offset: calc(-1 * var(--tv-focus-ring-width));
  box-shadow: var(--tv-focus-halo);
  background: var(--tv-color-focus-surface);
  color: var(--tv-color-focus-text);
`;

/**
 * The ring for items inside a shadow root, marked with the class `focusable` (rows of long lists). Same
 * ring, halo and light surface, but no scale and no transition: those restyle more than the ring itself,
 * and a held key over a thousand rows must stay within one frame on a slow TV.
 */
export const focusRingItem = css`
  .focusable {
    outline: none;
  }
  .focusable:focus {
    ${unsafeCSS(itemRingRule)}
  }
`;

/**
 * The same item ring for a listbox that keeps focus on itself and points at its active option with
 * `aria-activedescendant` (tv-virtual-list): the option marked `aria-selected` is ringed while the listbox
 * has focus, and the listbox draws no ring of its own.
 */
export const focusRingOption = css`
  [role='listbox'] {
    outline: none;
  }
  [role='listbox']:focus [role='option'][aria-selected='true'] {
    ${unsafeCSS(itemRingRule)}
  }
`;

/**
 * The ring for plain `<button>`s inside a shadow root (panels over a view, a book's detail): the ring
 * outside the button with the theme's offset, and the light surface. The fallbacks keep it visible where
 * the theme's properties are not installed (an element tested on its own).
 */
export const focusRingButton = css`
  button:focus {
    outline: var(--tv-focus-ring-width, 6px) solid var(--tv-focus-ring-color, #ffd400);
    outline-offset: var(--tv-focus-ring-offset, 4px);
    background: var(--tv-color-focus-surface, #f2f4f8);
    color: var(--tv-color-focus-text, #0b0f19);
  }
`;

/** Puts the theme's custom properties on the document once (custom properties inherit into shadow roots). */
export function installTheme(doc: Document = document): void {
  if (doc.getElementById('tv-theme')) return;
  const style = doc.createElement('style');
  style.id = 'tv-theme';
  style.textContent = documentCss.cssText;
  doc.head.appendChild(style);
}

export const themeCss = documentCss;
