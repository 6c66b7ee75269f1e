/**
 * The four daily metrics of the fitness view: which data type each aggregates and which scopes let the app
 * read it (as the provider maps them: distance is location data, the others activity data).
 */
import { msg } from '@lit/localize';
import { SCOPES } from '#shared/scopes.ts';
import { ACTIVITY as ACTIVITY_TYPE, DATA_TYPES } from '#shared/wire/fitness.ts';

export const METRIC_IDS = ['steps', 'calories', 'distance', 'activeMinutes'] as const;
export type MetricId = (typeof METRIC_IDS)[number];

export interface Metric {
  id: MetricId;
  label: string;
  dataTypeName: string;
  /** Any one of these lets the app read the metric. */
  scopes: readonly string[];
  /** What the person allows when granting the scope, for the "not allowed" explanation. */
  grants: string;
}

const ACTIVITY = [SCOPES.fitnessActivityRead, SCOPES.fitnessActivityWrite];
const LOCATION = [SCOPES.fitnessLocationRead, SCOPES.fitnessLocationWrite];

export const METRICS: Readonly<Record<MetricId, Metric>> = {
  steps: {
    id: 'steps',
    get label() {
      return msg('Steps');
    },
    dataTypeName: DATA_TYPES.stepCountDelta,
    scopes: ACTIVITY,
    get grants() {
      return msg('physical activity');
    },
  },
  calories: {
    id: 'calories',
    get label() {
      return msg('Calories');
    },
    dataTypeName: DATA_TYPES.caloriesExpended,
    scopes: ACTIVITY,
    get grants() {
      return msg('physical activity');
    },
  },
  distance: {
    id: 'distance',
    get label() {
      return msg('Distance');
    },
    dataTypeName: DATA_TYPES.distanceDelta,
    scopes: LOCATION,
    get grants() {
      return msg('location');
    },
  },
  activeMinutes: {
    id: 'activeMinutes',
    get label() {
      return msg('Active minutes');
    },
    dataTypeName: DATA_TYPES.activeMinutes,
    scopes: ACTIVITY,
    get grants() {
      return msg('physical activity');
    },
  },
};

/** The metrics the granted scopes let the app read. */
export function readableMetrics(granted: readonly string[]): MetricId[] {
  return METRIC_IDS.filter((id) => METRICS[id].scopes.some((s) => granted.includes(s)));
}

export const canReadSessions = (granted: readonly string[]): boolean =>
  ACTIVITY.some((s) => granted.includes(s));

export const canReadDistance = (granted: readonly string[]): boolean =>
  LOCATION.some((s) => granted.includes(s));

/** A session's activity (the public Fitness API's activity types) in the chosen language. */
export function activityWords(type: number): string {
  switch (type) {
    case 0:
      return msg('In a vehicle');
    case ACTIVITY_TYPE.cycling:
      return msg('Cycling');
    case ACTIVITY_TYPE.still:
      return msg('Still');
    case ACTIVITY_TYPE.walking:
      return msg('Walking');
    case ACTIVITY_TYPE.running:
      return msg('Running');
    case ACTIVITY_TYPE.sleeping:
      return msg('Sleeping');
    case ACTIVITY_TYPE.yoga:
      return msg('Yoga');
    default:
      return msg('Activity');
  }
}
