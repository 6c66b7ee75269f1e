/**
 * Compute Engine API v1 resources as the provider sends them (the public Compute Engine v1 reference):
 * uint64 ids and sizes are decimal text, times are RFC 3339. Imports nothing.
 */

export type DeprecationState = 'ACTIVE' | 'DEPRECATED' | 'OBSOLETE' | 'DELETED';

export interface DeprecationStatus {
  state: DeprecationState;
  replacement?: string;
  deprecated?: string;
  obsolete?: string;
  deleted?: string;
}

export interface Image {
  kind: 'compute#image';
  id: string;
  creationTimestamp: string;
  name: string;
  description?: string;
  family?: string;
  selfLink: string;
  sourceType: 'RAW';
  status: 'READY';
  diskSizeGb: string;
  deprecated?: DeprecationStatus;
}

export interface ImageList {
  kind: 'compute#imageList';
  id: string;
  items: Image[];
  selfLink: string;
  nextPageToken?: string;
}

export interface ErrorDetail {
  errorInfo?: { reason: string; domain: string; metadatas: Record<string, string> };
  quotaInfo?: {
    metricName: string;
    limitName: string;
    dimensions: Record<string, string>;
    limit: number;
    /** Only while a new limit is being rolled out, which never happens here. */
    futureLimit?: number;
    rolloutStatus?: string;
  };
  localizedMessage?: { locale: string; message: string };
}

export interface OperationError {
  code: string;
  location?: string;
  message: string;
  errorDetails?: ErrorDetail[];
}

export interface OperationWarning {
  code: string;
  message: string;
  data: { key: string; value: string }[];
}

export type OperationStatus = 'PENDING' | 'RUNNING' | 'DONE';

export interface Operation {
  kind: 'compute#operation';
  id: string;
  name: string;
  zone?: string;
  clientOperationId?: string;
  operationType: string;
  targetLink: string;
  targetId: string;
  status: OperationStatus;
  user: string;
  progress: number;
  insertTime: string;
  creationTimestamp: string;
  startTime?: string;
  endTime?: string;
  error?: { errors: OperationError[] };
  warnings?: OperationWarning[];
  httpErrorStatusCode?: number;
  httpErrorMessage?: string;
  selfLink: string;
}
