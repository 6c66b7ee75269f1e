/**
 * Checks a data source body (create and update) field by field before anything is stored. Every failure is
 * a 400 that names the field.
 */
import {
  DEVICE_TYPES,
  type Application,
  type DataSource,
  type DataTypeField,
  type Device,
  type FieldFormat,
} from '#shared/wire/fitness.ts';
import { isObject, optional, stringUpTo } from '#shared/wire/decode.ts';
import { onlyFields } from '#shared/wire/request-fields.ts';
import { read } from './wording.ts';
import { badRequest } from '../../../http/errors.ts';
import { decodeWith, plainRefusal } from '../../../http/validate.ts';
import { isCustomType, standardType } from '../services/data-types.ts';

/** The public API's list, blob and integer-list formats are not supported here (docs/fitness.md). */
const FORMATS: readonly FieldFormat[] = ['integer', 'floatPoint', 'string', 'map'];
const MAX_TEXT = 200;

export type JsonObject = Record<string, unknown>;

export function asObject(value: unknown, where: string): JsonObject {
  if (!isObject(value)) throw badRequest(`${where} must be a JSON object.`);
  return { ...value };
}

/**
 * Refuses a field of `obj` outside `allowed` in the decode kit's words, as Google's APIs refuse one they do
 * not know; `path` is where `obj` sits in the body (`''` for the body itself).
 */
export function onlyKeys(obj: JsonObject, allowed: readonly string[], path: string): void {
  read.field(obj, path, onlyFields(allowed));
}

const text = optional(stringUpTo(MAX_TEXT));

export function optionalText(obj: JsonObject, key: string, where: string): string | undefined {
  return decodeWith(text, obj[key], `${where}.${key}`, plainRefusal);
}

/** Parts of the data stream ID: non-empty, no colon (the ID's separator). */
function idPart(obj: JsonObject, key: string, where: string): string {
  const value = optionalText(obj, key, where);
  if (value === undefined || value === '' || value.includes(':')) {
    throw badRequest(`${where}.${key} is required and must not contain ":".`);
  }
  return value;
}

function parseFields(value: unknown): DataTypeField[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 20) {
    throw badRequest('dataType.field must be a list of 1 to 20 fields.');
  }
  const fields = value.map((raw, i): DataTypeField => {
    const f = asObject(raw, `dataType.field[${i}]`);
    onlyKeys(f, ['name', 'format', 'optional'], `dataType.field[${i}]`);
    const name = optionalText(f, 'name', `dataType.field[${i}]`);
    if (name === undefined || name === '') throw badRequest(`dataType.field[${i}].name is required.`);
    if (!FORMATS.includes(f.format as FieldFormat)) {
      throw badRequest(`dataType.field[${i}].format must be one of ${FORMATS.join(', ')}.`);
    }
    if (f.optional !== undefined && typeof f.optional !== 'boolean') {
      throw badRequest(`dataType.field[${i}].optional must be true or false.`);
    }
    const field: DataTypeField = { name, format: f.format as FieldFormat };
    if (f.optional === true) field.optional = true;
    return field;
  });
  if (new Set(fields.map((f) => f.name)).size !== fields.length) {
    throw badRequest('dataType.field names must be unique.');
  }
  return fields;
}

const sameFields = (a: readonly DataTypeField[], b: readonly DataTypeField[]): boolean =>
  a.length === b.length &&
  a.every((f, i) => f.name === b[i]?.name && f.format === b[i].format && !f.optional === !b[i].optional);

function parseDevice(value: unknown): Device {
  const d = asObject(value, 'device');
  onlyKeys(d, ['uid', 'type', 'manufacturer', 'model', 'version'], 'device');
  if (!DEVICE_TYPES.includes(d.type as Device['type'])) {
    throw badRequest(`device.type must be one of ${DEVICE_TYPES.join(', ')}.`);
  }
  const device: Device = {
    uid: idPart(d, 'uid', 'device'),
    type: d.type as Device['type'],
    manufacturer: idPart(d, 'manufacturer', 'device'),
    model: idPart(d, 'model', 'device'),
  };
  const version = optionalText(d, 'version', 'device');
  if (version !== undefined) device.version = version;
  return device;
}

export function parseApplication(value: unknown): Application {
  const a = asObject(value, 'application');
  onlyKeys(a, ['packageName', 'version', 'name', 'detailsUrl'], 'application');
  const app: Application = {};
  for (const key of ['packageName', 'version', 'name', 'detailsUrl'] as const) {
    const text = optionalText(a, key, 'application');
    if (text !== undefined) app[key] = text;
  }
  return app;
}

export interface SourceInput {
  /** The source without its ID (the server builds it). */
  source: Omit<DataSource, 'dataStreamId'>;
  /** The caller's dataStreamId, when given. */
  suppliedId?: string;
}

export function parseSourceBody(body: unknown): SourceInput {
  const b = asObject(body, 'The request body');
  onlyKeys(
    b,
    ['dataStreamId', 'dataStreamName', 'type', 'dataType', 'device', 'application', 'dataQualityStandard'],
    '',
  );
  if (b.type !== 'raw' && b.type !== 'derived') throw badRequest('type must be "raw" or "derived".');
  const dt = asObject(b.dataType, 'dataType');
  onlyKeys(dt, ['name', 'field'], 'dataType');
  const name = optionalText(dt, 'name', 'dataType');
  if (name === undefined || !/^[A-Za-z0-9_.]{1,100}$/.test(name)) {
    throw badRequest('dataType.name is required: letters, digits, "_" and "." only.');
  }
  const standard = standardType(name);
  if (!isCustomType(name) && standard === undefined) {
    throw badRequest(`dataType.name "${name}" is not a known standard data type.`);
  }
  if (standard?.aggregateOnly === true) {
    throw badRequest(`dataType.name "${name}" is written by aggregation only.`);
  }
  let fields: DataTypeField[];
  if (standard !== undefined) {
    fields = standard.fields.map((f) => ({ ...f }));
    if (dt.field !== undefined && !sameFields(parseFields(dt.field), fields)) {
      throw badRequest(`dataType.field does not match the fields of the standard type "${name}".`);
    }
  } else {
    fields = parseFields(dt.field);
  }
  const source: Omit<DataSource, 'dataStreamId'> = {
    type: b.type,
    dataType: { name, field: fields },
    dataQualityStandard: [],
  };
  const streamName = optionalText(b, 'dataStreamName', 'The data source');
  if (streamName !== undefined) {
    if (streamName.includes(':')) throw badRequest('dataStreamName must not contain ":".');
    source.dataStreamName = streamName;
  }
  if (b.device !== undefined) source.device = parseDevice(b.device);
  if (b.application !== undefined) source.application = parseApplication(b.application);
  if (b.dataQualityStandard !== undefined) {
    const q = b.dataQualityStandard;
    if (!Array.isArray(q) || q.length > 20 || !q.every((s) => typeof s === 'string' && s.length <= 100)) {
      throw badRequest('dataQualityStandard must be a list of at most 20 strings.');
    }
    source.dataQualityStandard = q as string[];
  }
  if (b.dataStreamId !== undefined && typeof b.dataStreamId !== 'string') {
    throw badRequest('dataStreamId must be a string.');
  }
  return b.dataStreamId === undefined ? { source } : { source, suppliedId: b.dataStreamId };
}
