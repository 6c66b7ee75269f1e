/** Checks data points against their source's data type before any is stored. */
import type { DataTypeField, MapValue, Value } from '#shared/wire/fitness.ts';
import { badRequest } from '../../../http/errors.ts';
import { requireInt64, type DatasetRange } from '../services/ids.ts';
import { asObject, onlyKeys, optionalText } from './validate-source.ts';

export interface NewPoint {
  startNs: bigint;
  endNs: bigint;
  value: Value[];
  origin: string;
}

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

function parseValue(raw: unknown, field: DataTypeField, where: string): Value {
  const v = asObject(raw, where);
  onlyKeys(v, ['intVal', 'fpVal', 'stringVal', 'mapVal'], where);
  if (Object.keys(v).length === 0 && field.optional === true) return {};
  switch (field.format) {
    case 'integer':
      if (
        !Number.isInteger(v.intVal) ||
        (v.intVal as number) < INT32_MIN ||
        (v.intVal as number) > INT32_MAX
      ) {
        throw badRequest(`${where} (${field.name}) must be {"intVal": <32-bit integer>}.`);
      }
      return { intVal: v.intVal as number };
    case 'floatPoint':
      if (typeof v.fpVal !== 'number' || !Number.isFinite(v.fpVal)) {
        throw badRequest(`${where} (${field.name}) must be {"fpVal": <number>}.`);
      }
      return { fpVal: v.fpVal };
    case 'string':
      if (typeof v.stringVal !== 'string' || v.stringVal.length > 1000) {
        throw badRequest(`${where} (${field.name}) must be {"stringVal": <string>}.`);
      }
      return { stringVal: v.stringVal };
    case 'map': {
      if (!Array.isArray(v.mapVal) || v.mapVal.length > 100) {
        throw badRequest(`${where} (${field.name}) must be {"mapVal": [{"key", "value": {"fpVal"}}]}.`);
      }
      const entries = v.mapVal.map((e, i): MapValue => {
        const entry = asObject(e, `${where}.mapVal[${i}]`);
        onlyKeys(entry, ['key', 'value'], `${where}.mapVal[${i}]`);
        const value = asObject(entry.value, `${where}.mapVal[${i}].value`);
        onlyKeys(value, ['fpVal'], `${where}.mapVal[${i}].value`);
        if (
          typeof entry.key !== 'string' ||
          typeof value.fpVal !== 'number' ||
          !Number.isFinite(value.fpVal)
        ) {
          throw badRequest(`${where}.mapVal[${i}] must be {"key": <string>, "value": {"fpVal": <number>}}.`);
        }
        return { key: entry.key, value: { fpVal: value.fpVal } };
      });
      return { mapVal: entries };
    }
  }
}

/** One point of a dataset patch: times inside the dataset's range, the source's type, one value per field. */
export function parsePoint(
  raw: unknown,
  index: number,
  typeName: string,
  fields: readonly DataTypeField[],
  range: DatasetRange,
): NewPoint {
  const where = `point[${index}]`;
  const p = asObject(raw, where);
  onlyKeys(
    p,
    [
      'startTimeNanos',
      'endTimeNanos',
      'dataTypeName',
      'originDataSourceId',
      'value',
      'modifiedTimeMillis',
      'computationTimeMillis',
      'rawTimestampNanos',
    ],
    where,
  );
  const startNs = requireInt64(p.startTimeNanos, `${where}.startTimeNanos`);
  const endNs = requireInt64(p.endTimeNanos, `${where}.endTimeNanos`);
  if (startNs > endNs) throw badRequest(`${where} starts after it ends.`);
  if (startNs < range.startNs || endNs > range.endNs) {
    throw badRequest(`${where} lies outside the dataset's time range.`);
  }
  if (p.dataTypeName !== typeName) {
    throw badRequest(`${where}.dataTypeName must be "${typeName}", the data source's type.`);
  }
  if (!Array.isArray(p.value) || p.value.length !== fields.length) {
    throw badRequest(`${where}.value must hold ${fields.length} value(s), one per field of ${typeName}.`);
  }
  const values = p.value as unknown[];
  const value = fields.map((field, i) => parseValue(values[i], field, `${where}.value[${i}]`));
  return { startNs, endNs, value, origin: optionalText(p, 'originDataSourceId', where) ?? '' };
}

/** The patch body: a dataset whose range, when given, is the one its ID names. */
export function parsePatchBody(
  body: unknown,
  sourceId: string,
  range: DatasetRange,
  typeName: string,
  fields: readonly DataTypeField[],
): NewPoint[] {
  const b = asObject(body, 'The request body');
  onlyKeys(b, ['dataSourceId', 'minStartTimeNs', 'maxEndTimeNs', 'point', 'nextPageToken'], '');
  if (b.dataSourceId !== undefined && b.dataSourceId !== sourceId) {
    throw badRequest('dataSourceId in the body must be the data source of the address.');
  }
  if (b.minStartTimeNs !== undefined && requireInt64(b.minStartTimeNs, 'minStartTimeNs') !== range.startNs) {
    throw badRequest("minStartTimeNs must be the start of the dataset's ID.");
  }
  if (b.maxEndTimeNs !== undefined && requireInt64(b.maxEndTimeNs, 'maxEndTimeNs') !== range.endNs) {
    throw badRequest("maxEndTimeNs must be the end of the dataset's ID.");
  }
  if (!Array.isArray(b.point) || b.point.length > 10000) {
    throw badRequest('point must be a list of at most 10000 data points.');
  }
  return b.point.map((p, i) => parsePoint(p, i, typeName, fields, range));
}
