/** Channel thumbnails, drawn as SVG from the channel's title (served without auth, like public images). */
import { createHash } from 'node:crypto';

const PALETTE = ['#1a56db', '#c2410c', '#047857', '#7c3aed', '#be123c', '#0e7490', '#a16207', '#4338ca'];

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function initials(title: string): string {
  const words = title.split(/\s+/).filter((w) => /^[A-Za-z0-9]/.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

export function thumbnailSvg(channelId: string, title: string): string {
  const hash = createHash('sha256').update(channelId).digest();
  const background = PALETTE[(hash[0] ?? 0) % PALETTE.length] ?? '#1a56db';
  const accent = PALETTE[(hash[1] ?? 1) % PALETTE.length] ?? '#047857';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img">
<title>${escapeXml(title)}</title>
<rect width="240" height="240" fill="${background}"/>
<circle cx="200" cy="40" r="90" fill="${accent}" opacity="0.45"/>
<text x="120" y="120" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="96" font-weight="700" fill="#fff">${escapeXml(initials(title))}</text>
</svg>
`;
}
