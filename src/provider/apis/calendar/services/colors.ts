/**
 * The color palettes of calendars and events (colors.get). Ids are the public API's ("1".."24" for
 * calendars, "1".."11" for events); the shades are this provider's own.
 */
import type { ColorDefinition, Colors } from '#shared/wire/calendar.ts';
import { formatUtc } from './time-zone.ts';

const DARK = '#1d1d1d';
const LIGHT = '#ffffff';

const CALENDAR_BACKGROUNDS = [
  '#b5735e',
  '#d4615c',
  '#e8412f',
  '#f25c3d',
  '#f7753f',
  '#fa9a4a',
  '#3fa868',
  '#1f8a5a',
  '#7cc47a',
  '#a8d672',
  '#d9e26a',
  '#f2d45c',
  '#f5c04a',
  '#c6b4a0',
  '#9ad2c6',
  '#5fb8d6',
  '#7fa7e8',
  '#4f7fd9',
  '#9d8ce0',
  '#b48fe0',
  '#9a9a9a',
  '#c2b6b0',
  '#e07bb2',
  '#c45d9c',
];

const EVENT_BACKGROUNDS = [
  '#9fb6f5',
  '#6fd9b3',
  '#d4a6f7',
  '#f58a80',
  '#f5d35a',
  '#f7ad72',
  '#4bcad1',
  '#d8d8d8',
  '#4f7fe0',
  '#4faa52',
  '#d23a2c',
];

/** Dark text on light shades, white on dark ones (relative luminance). */
function foregroundFor(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance > 0.45 ? DARK : LIGHT;
}

function palette(backgrounds: readonly string[]): Record<string, ColorDefinition> {
  return Object.fromEntries(
    backgrounds.map((background, i) => [
      String(i + 1),
      { background, foreground: foregroundFor(background) },
    ]),
  );
}

export const CALENDAR_COLORS = palette(CALENDAR_BACKGROUNDS);
export const EVENT_COLORS = palette(EVENT_BACKGROUNDS);

/** When the palette last changed (a fixed date: it never does). */
const UPDATED = Date.UTC(2026, 0, 1);

export function colorsResource(): Colors {
  return {
    kind: 'calendar#colors',
    updated: formatUtc(UPDATED),
    calendar: CALENDAR_COLORS,
    event: EVENT_COLORS,
  };
}

export const calendarColor = (id: string): ColorDefinition | undefined => CALENDAR_COLORS[id];
export const isEventColor = (id: string): boolean => EVENT_COLORS[id] !== undefined;
