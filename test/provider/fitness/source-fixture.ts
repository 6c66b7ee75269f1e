/** A data source of app-one used by the data source tests, with the ID and resource the server makes. */
import { createHash } from 'node:crypto';

/** docs/fitness.md: 12 digits from the first 15 hex digits of SHA-256(client_id). */
export function documentedProjectNumber(clientId: string): string {
  const n = BigInt(`0x${createHash('sha256').update(clientId).digest('hex').slice(0, 15)}`);
  return String((n % 900000000000n) + 100000000000n);
}

export const P1 = documentedProjectNumber('app-one');

export const stepsSource = {
  dataStreamName: 'MySteps',
  type: 'raw',
  application: { name: 'App One', version: '1' },
  dataType: { name: 'com.example.step_count.delta', field: [{ name: 'steps', format: 'integer' }] },
  device: { manufacturer: 'Acme', model: 'Band', type: 'watch', uid: '1000001', version: '1.0' },
};
export const STEPS_ID = `raw:com.example.step_count.delta:${P1}:Acme:Band:1000001:MySteps`;
export const stepsResource = {
  dataStreamId: STEPS_ID,
  type: 'raw',
  dataType: stepsSource.dataType,
  dataQualityStandard: [],
  dataStreamName: 'MySteps',
  device: { uid: '1000001', type: 'watch', manufacturer: 'Acme', model: 'Band', version: '1.0' },
  application: { version: '1', name: 'App One' },
};
