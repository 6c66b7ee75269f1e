/**
 * Generated cover art: an SVG of a cloth-bound cover with the title and authors, its colour derived from
 * the volume id so that the same book always looks the same. Served without a token and cacheable.
 */
import type { VolumeRow } from './resources.ts';

const WIDTH = 400;
const HEIGHT = 600;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Greedy word wrap to at most `maxLines` lines of about `width` characters; the last line gets an ellipsis. */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (candidate.length <= width || current === '') {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current !== '') lines.push(current);
  if (lines.length <= maxLines)
    return lines.map((l) => (l.length > width + 6 ? `${l.slice(0, width + 5)}…` : l));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, width - 1)}…`;
  return kept;
}

function hueOf(id: string): number {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  return hash;
}

export function coverSvg(volume: Pick<VolumeRow, 'id' | 'title' | 'authors'>): string {
  const hue = hueOf(volume.id);
  const authors = (JSON.parse(volume.authors) as string[]).join(', ');
  const titleLines = wrapWords(volume.title, 14, 5);
  const authorLines = wrapWords(authors, 24, 2);
  const titleSize = titleLines.some((l) => l.length > 11) ? 40 : 48;
  const titleTop = 150 + (5 - titleLines.length) * 18;
  const title = titleLines
    .map((line, i) => `<tspan x="212" y="${titleTop + i * (titleSize + 8)}">${escapeXml(line)}</tspan>`)
    .join('');
  const author = authorLines
    .map((line, i) => `<tspan x="212" y="${500 + i * 32}">${escapeXml(line)}</tspan>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}"`,
    ` role="img" aria-label="${escapeXml(`${volume.title} by ${authors}`)}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${hue} 45% 28%)"/>`,
    `<rect x="0" y="0" width="28" height="${HEIGHT}" fill="hsl(${hue} 45% 18%)"/>`,
    `<rect x="52" y="40" width="320" height="520" fill="none" stroke="hsl(${(hue + 40) % 360} 60% 75%)" stroke-width="3"/>`,
    `<line x1="92" y1="460" x2="332" y2="460" stroke="hsl(${(hue + 40) % 360} 60% 75%)" stroke-width="2"/>`,
    `<text font-family="Georgia, 'Times New Roman', serif" font-size="${titleSize}" font-weight="bold"`,
    ` fill="#f8f1e0" text-anchor="middle">${title}</text>`,
    `<text font-family="Georgia, 'Times New Roman', serif" font-size="26" fill="#f1e6c8" text-anchor="middle">`,
    `${author}</text>`,
    '</svg>',
  ].join('');
}
