/**
 * IANA time-zone arithmetic through Intl (Node ships full ICU): the offset of a zone at an instant, and the
 * instant of a wall-clock time in a zone. "Wall" times are milliseconds counted as if the zone were UTC.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, format);
  }
  return format;
}

export function isTimeZone(zone: string): boolean {
  if (zone === '' || zone.length > 64) return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `utcMs`, in milliseconds (east positive). */
export function offsetAt(zone: string, utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - (utcMs - (((utcMs % 1000) + 1000) % 1000));
}

export function utcToWall(zone: string, utcMs: number): number {
  return utcMs + offsetAt(zone, utcMs);
}

/** The instant a wall-clock time happens in `zone` (times skipped by a DST jump move forward). */
export function wallToUtc(zone: string, wallMs: number): number {
  const first = wallMs - offsetAt(zone, wallMs);
  const second = wallMs - offsetAt(zone, first);
  return second;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of a wall time. */
export function wallDate(wallMs: number): string {
  const d = new Date(wallMs);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** RFC 3339 with the zone's offset, e.g. `2026-01-15T10:00:00+01:00`. */
export function formatInZone(utcMs: number, zone: string): string {
  const offset = offsetAt(zone, utcMs);
  const d = new Date(utcMs + offset);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset) / 60_000;
  const suffix = offset === 0 ? 'Z' : `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `${wallDate(d.getTime())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${suffix}`;
}

/** RFC 3339 in UTC without milliseconds, the form of `created` and `updated`. */
export function formatUtc(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, '.000Z');
}
