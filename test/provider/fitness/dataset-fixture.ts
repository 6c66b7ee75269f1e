/** Sources and points the dataset tests share: a new source of a type, and points as sent and as stored. */
import type { Harness } from './harness.ts';

export const STEPS = 'com.example.step_count.delta';
export const SEGMENT = 'com.example.activity.segment';

export async function source(h: Harness, typeName: string): Promise<string> {
  const res = await h.call('POST', '/me/dataSources', 'alice-app-all', {
    type: 'raw',
    dataType: { name: typeName },
  });
  return (res.body as { dataStreamId: string }).dataStreamId;
}

export const steps = (start: number, end: number, n: number) => ({
  startTimeNanos: String(start),
  endTimeNanos: String(end),
  dataTypeName: STEPS,
  value: [{ intVal: n }],
});

export const stored = (
  start: number,
  end: number,
  value: object[],
  typeName: string,
  modified = '1768467600000',
) => ({
  startTimeNanos: String(start),
  endTimeNanos: String(end),
  dataTypeName: typeName,
  originDataSourceId: '',
  value,
  modifiedTimeMillis: modified,
});
