/**
 * The compute API's reading of requests: refusals in the decoder's own words (`name must be …`), every check
 * made before anything is written (docs/compute.md#rules-this-api-follows); the request id; and the bodies
 * of images.insert, images.deprecate and disks.insert.
 */
import { matching, object, oneOf, optional, WireError, type Decoder } from '#shared/wire/decode.ts';
import { describedAs, describedLike } from '#shared/wire/decoder-schema.ts';
import { strictShape } from '#shared/wire/request-fields.ts';
import type { DeprecationState } from '#shared/wire/compute.ts';
import { ApiError } from '../../../http/errors.ts';
import { queryParameter, reads } from '../../../http/input-description.ts';
import { decoderWording, readersFor, type Reader } from '../../../http/validate.ts';
import { NAME } from '../services/access.ts';

export const read = readersFor(decoderWording);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `requestId`: absent, or a UUID other than the zero UUID (as the public API requires). */
export const requestId: Reader<string | undefined> = reads((c) => {
  const raw = c.req.query('requestId');
  if (raw === undefined) return undefined;
  if (!UUID.test(raw) || /^[0-]+$/.test(raw)) {
    throw new ApiError(
      400,
      'invalid',
      `Invalid value for field 'requestId': '${raw}'. It must be a UUID other than 00000000-0000-0000-0000-000000000000.`,
    );
  }
  // The Operation's clientOperationId is the requestId as sent; retries are matched ignoring case.
  return raw;
}, queryParameter('requestId'));

/** RFC 3339 date-time with a zone (`Z` or an offset). */
const rfc3339: Decoder<string> = describedAs({ type: 'string', format: 'date-time' }, (value, path) => {
  const expected = 'an RFC 3339 date-time such as 2026-03-01T00:00:00Z';
  const text = matching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i, expected)(
    value,
    path,
  );
  if (Number.isNaN(Date.parse(text))) throw new WireError(path, expected);
  return text;
});

export interface DeprecationInput {
  state: DeprecationState;
  replacement?: string;
  deprecated?: string;
  obsolete?: string;
  deleted?: string;
}

const deprecationFields = strictShape<DeprecationInput>({
  state: oneOf(['ACTIVE', 'DEPRECATED', 'OBSOLETE', 'DELETED']),
  replacement: optional(matching(/^\S{1,2048}$/, 'an image link')),
  deprecated: optional(rfc3339),
  obsolete: optional(rfc3339),
  deleted: optional(rfc3339),
});

/** The body of images.deprecate; `null` for an empty body (zero length or `{}`), which clears the status. */
export const deprecation: Decoder<DeprecationInput | null> = describedLike(deprecationFields, (value) => {
  const body = object(value, 'body');
  return Object.keys(body).length === 0 ? null : deprecationFields(body, '');
});

const name = matching(
  NAME,
  'a name of 1 to 63 lowercase letters, digits and hyphens, starting with a letter',
);
const sizeGb = matching(/^[1-9]\d{0,5}$/, 'a whole number of gigabytes from 1 to 999999');

/** Free text without control characters other than line breaks and tabs. */
const description: Decoder<string> = describedAs({ type: 'string' }, (value, path) => {
  if (typeof value !== 'string' || value.length > 2048 || /[^\P{Cc}\t\n\r]/u.test(value)) {
    throw new WireError(
      path,
      'text of at most 2048 characters',
      value === undefined ? 'required' : 'invalid',
    );
  }
  return value;
});

export interface ImageInput {
  name: string;
  description?: string;
  family?: string;
  diskSizeGb?: string;
}

/** Fields of the public Image and Disk that the server sets, passed over in a request as the public API does. */
const SERVER_SET = ['kind', 'id', 'selfLink', 'creationTimestamp', 'status', 'satisfiesPzi', 'satisfiesPzs'];

export const image = strictShape<ImageInput>(
  {
    name,
    description: optional(description),
    family: optional(name),
    diskSizeGb: optional(sizeGb),
  },
  {
    outputOnly: [
      ...SERVER_SET,
      'archiveSizeBytes',
      'deprecated',
      'sourceDiskId',
      'sourceImageId',
      'sourceSnapshotId',
    ],
    unsupported: [
      'architecture',
      'enableConfidentialCompute',
      'guestOsFeatures',
      'imageEncryptionKey',
      'labelFingerprint',
      'labels',
      'licenseCodes',
      'licenses',
      'params',
      'rawDisk',
      'shieldedInstanceInitialState',
      'sourceDisk',
      'sourceDiskEncryptionKey',
      'sourceImage',
      'sourceImageEncryptionKey',
      'sourceSnapshot',
      'sourceSnapshotEncryptionKey',
      'sourceType',
      'storageLocations',
    ],
  },
);

export interface DiskInput {
  name: string;
  sourceImage: string;
  sizeGb?: string;
  description?: string;
}

export const disk = strictShape<DiskInput>(
  {
    name,
    sourceImage: matching(/^\S{1,2048}$/, 'an image link'),
    sizeGb: optional(sizeGb),
    description: optional(description),
  },
  {
    outputOnly: [
      ...SERVER_SET,
      'zone',
      'region',
      'users',
      'lastAttachTimestamp',
      'lastDetachTimestamp',
      'sourceImageId',
      'sourceDiskId',
      'sourceSnapshotId',
      'sourceConsistencyGroupPolicyId',
      'sourceInstantSnapshotId',
      'physicalBlockSizeBytes',
      'resourceStatus',
    ],
    unsupported: [
      'accessMode',
      'architecture',
      'asyncPrimaryDisk',
      'asyncSecondaryDisks',
      'diskEncryptionKey',
      'enableConfidentialCompute',
      'guestOsFeatures',
      'labelFingerprint',
      'labels',
      'licenseCodes',
      'licenses',
      'locationHint',
      'options',
      'params',
      'provisionedIops',
      'provisionedThroughput',
      'replicaZones',
      'resourcePolicies',
      'sourceConsistencyGroupPolicy',
      'sourceDisk',
      'sourceImageEncryptionKey',
      'sourceInstantSnapshot',
      'sourceSnapshot',
      'sourceSnapshotEncryptionKey',
      'sourceStorageObject',
      'storagePool',
      'type',
    ],
  },
);
