/**
 * The provider bench's load generator: autocannon, 32 connections, each request's body taken round-robin
 * from a list (so each device code is polled at most once per pass over the list), every answer sorted
 * by a classifier and the latency of the counted ones kept.
 */
import autocannon from 'autocannon';
import { percentile } from './key-latency.ts';

export const CONNECTIONS = 32;

export interface LoadPlan {
  origin: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Request bodies, sent in turn from `cursor.next`, wrapping around. */
  bodies?: readonly string[];
  cursor?: { next: number };
  /** Seconds to run, or a number of requests. */
  seconds?: number;
  amount?: number;
  /** What an answer counts as: 'counted' (the figure), or a name under which it is reported apart. */
  classify(status: number, body: string): string;
}

export interface LoadResult {
  seconds: number;
  counted: number;
  /** Answers not counted, by class. */
  apart: Record<string, number>;
  /** Counted answers per second. */
  rate: number;
  p50: number;
  p99: number;
  /** Every answer, counted or not. */
  answers: number;
}

export const COUNTED = 'counted';

export async function load(plan: LoadPlan): Promise<LoadResult> {
  const bodies = plan.bodies;
  const cursor = plan.cursor ?? { next: 0 };
  const latencies: number[] = [];
  const apart: Record<string, number> = {};
  let counted = 0;
  // onResponse runs just before the client's 'response' event for the same answer (autocannon's client).
  let lastCounted = false;
  const started = performance.now();
  const result = await autocannon({
    url: plan.origin,
    connections: CONNECTIONS,
    ...(plan.amount === undefined ? { duration: plan.seconds ?? 5 } : { amount: plan.amount }),
    requests: [
      {
        method: plan.method,
        path: plan.path,
        headers: {
          ...(bodies === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
          ...plan.headers,
        },
        ...(bodies === undefined
          ? {}
          : {
              setupRequest: (request) => ({ ...request, body: bodies[cursor.next++ % bodies.length] }),
            }),
        onResponse: (status, body) => {
          const kind = plan.classify(status, body);
          lastCounted = kind === COUNTED;
          if (lastCounted) counted++;
          else apart[kind] = (apart[kind] ?? 0) + 1;
        },
      },
    ],
    setupClient: (client) => {
      client.on('response', (_status, _bytes, responseTime) => {
        if (lastCounted) latencies.push(responseTime);
      });
    },
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.errors > 0) apart['connection errors'] = result.errors;
  if (result.timeouts > 0) apart.timeouts = result.timeouts;
  return {
    seconds,
    counted,
    apart,
    rate: counted / seconds,
    p50: latencies.length === 0 ? NaN : percentile(latencies, 50),
    p99: latencies.length === 0 ? NaN : percentile(latencies, 99),
    answers: counted + Object.values(apart).reduce((a, b) => a + b, 0),
  };
}

/** An answer's JSON `error` field, or undefined. */
export function errorOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === 'string' ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}

/** Classifies an answer as counted when `ok` says so, else by its status and error. */
export const classifier =
  (ok: (status: number, body: string) => boolean) =>
  (status: number, body: string): string =>
    ok(status, body) ? COUNTED : `${status} ${errorOf(body) ?? ''}`.trim();
