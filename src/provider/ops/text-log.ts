/**
 * PROVIDER_LOG_FORMAT=text: each JSON line pino writes, rewritten as one line a person reads in a terminal:
 * `12:00:01.234 INFO  POST /token 428 0.4 ms client=203.0.113.5 id=…` for a request, the message and its
 * fields for anything else. Written here rather than taken from pino-pretty: the line is ours to choose,
 * and it needs none of that package's thirteen dependencies.
 */
import type { LogSink } from './log.ts';

/** Fields a request line names in its own words, in this order; the rest follow as `name=value`. */
const REQUEST_FIELDS = new Set(['method', 'route', 'status', 'durationMs']);
/** Fields every line has, shown in the line's head or not at all. */
const HEAD_FIELDS = new Set(['time', 'level', 'msg', 'pid', 'hostname']);

const text = (raw: unknown): string => (typeof raw === 'string' ? raw : JSON.stringify(raw));

function value(raw: unknown): string {
  const written = text(raw);
  return /[\s"=]/.test(written) ? JSON.stringify(written) : written;
}

/** One JSON log line as text; a line that is not JSON is passed on as it is. */
export function textLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 23) : '';
  const level = text(entry.level).toUpperCase();
  const isRequest = typeof entry.method === 'string' && typeof entry.route === 'string';
  const head = isRequest
    ? `${text(entry.method)} ${text(entry.route)} ${text(entry.status)} ${Number(entry.durationMs).toFixed(1)} ms`
    : text(entry.msg);
  const rest = Object.entries(entry)
    .filter(([name]) => !HEAD_FIELDS.has(name) && !(isRequest && REQUEST_FIELDS.has(name)))
    .map(([name, raw]) => `${name}=${value(raw)}`);
  return `${[time, level.padEnd(5), head, ...rest].join(' ')}\n`;
}

/** A sink that writes each line to `target` as text. */
export function textLines(target: LogSink): LogSink {
  return {
    write(chunk) {
      for (const line of chunk.split('\n')) if (line !== '') target.write(textLine(line));
    },
  };
}
