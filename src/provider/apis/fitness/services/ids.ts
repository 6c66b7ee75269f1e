/**
 * Identifiers of the fitness API: developer project numbers, data stream IDs (the public Fitness API
 * reference's dataSources rules) and dataset IDs (a dataset ID encodes a time range; the format is ours,
 * see docs/fitness.md).
 */
import { createHash } from 'node:crypto';
import type { DataSourceType, Device } from '#shared/wire/fitness.ts';
import { badRequest } from '../../../http/errors.ts';

const hashDigits = (text: string): string => {
  const n = BigInt(`0x${createHash('sha256').update(text).digest('hex').slice(0, 15)}`);
  return String((n % 900_000_000_000n) + 100_000_000_000n);
};

/**
 * The developer project number of an OAuth client: 12 digits from SHA-256 of the client_id, so it is stable
 * across databases and a developer can compute it.
 */
export const projectNumberOf = (clientId: string): string => hashDigits(clientId);

/**
 * What another developer sees in place of a project number: a different 12-digit number, stable for the pair
 * (owner, reader), that reveals nothing of the owner's number.
 */
export const obfuscatedProjectNumber = (owner: string, reader: string): string =>
  hashDigits(`obfuscated:${owner}:${reader}`);

export interface StreamIdParts {
  type: DataSourceType;
  dataTypeName: string;
  projectNumber: string;
  device?: Pick<Device, 'manufacturer' | 'model' | 'uid'>;
  dataStreamName?: string;
}

/**
 * `type:dataType.name:projectNumber[:device.manufacturer:device.model:device.uid][:dataStreamName]`: the
 * device part is present when the source has a device, the name when it has a non-empty name. No part
 * may contain a colon (checked when the source is validated), so the ID parses back unambiguously.
 */
export function buildStreamId(parts: StreamIdParts): string {
  const out: string[] = [parts.type, parts.dataTypeName, parts.projectNumber];
  if (parts.device) out.push(parts.device.manufacturer, parts.device.model, parts.device.uid);
  if (parts.dataStreamName !== undefined && parts.dataStreamName !== '') out.push(parts.dataStreamName);
  return out.join(':');
}

/** The ID with its project number replaced (what another developer sees). */
export function withProjectNumber(streamId: string, projectNumber: string): string {
  const parts = streamId.split(':');
  parts[2] = projectNumber;
  return parts.join(':');
}

const INT64_MAX = 9_223_372_036_854_775_807n;

/** A non-negative 64-bit integer given as a decimal string or a safe JSON number; undefined otherwise. */
export function parseInt64(value: unknown): bigint | undefined {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined;
  }
  if (typeof value !== 'string' || !/^\d{1,19}$/.test(value)) return undefined;
  const n = BigInt(value);
  return n <= INT64_MAX ? n : undefined;
}

/** Like parseInt64, for a field that must hold one; 400 names the field otherwise. */
export function requireInt64(value: unknown, field: string): bigint {
  const n = parseInt64(value);
  if (n === undefined) {
    throw badRequest(`${field} must be a non-negative 64-bit integer (a decimal string or a number).`);
  }
  return n;
}

export interface DatasetRange {
  startNs: bigint;
  endNs: bigint;
}

/** Dataset ID `<startNanos>-<endNanos>`: two non-negative integers, start not after end. */
export function parseDatasetId(id: string): DatasetRange {
  const match = /^(\d{1,19})-(\d{1,19})$/.exec(id);
  const startNs = match ? parseInt64(match[1]) : undefined;
  const endNs = match ? parseInt64(match[2]) : undefined;
  if (startNs === undefined || endNs === undefined) {
    throw badRequest(
      `Dataset ID "${id}" must be "<startNanos>-<endNanos>", two non-negative integers of nanoseconds.`,
    );
  }
  if (startNs > endNs) throw badRequest(`Dataset ID "${id}" starts after it ends.`);
  return { startNs, endNs };
}

export const nsToMs = (ns: bigint): number => Number(ns / 1000n) / 1000;
export const msToNs = (ms: number): bigint => BigInt(Math.round(ms)) * 1_000_000n;
