/**
 * One demo day of Alice's: what she did when (commutes, lunch walks, evening runs, a Saturday yoga class, a
 * Sunday walk) and what a sensor counting over any slot of that day would read. Both demo devices read the
 * same day, so where they overlap they agree up to each device's own gain.
 */
import { ACTIVITY, type Session } from '#shared/wire/fitness.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface Interval {
  start: number;
  end: number;
  activity: number;
}

export interface Slot {
  steps: number;
  calories: number;
  distance: number;
  activeMinutes: number;
}

export interface DayPlan {
  watchWorn: boolean;
  segments: Interval[];
  sessions: Session[];
  heartRate: [t: number, bpm: number][];
  restingBpm: number;
  weightKg: number;
  slot(from: number, to: number): Slot;
}

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Per minute, by activity: steps, kcal above resting, metres per step, extra heart beats. */
const EFFORT: Record<number, { steps: number; kcal: number; stride: number; bpm: number }> = {
  [ACTIVITY.walking]: { steps: 105, kcal: 4, stride: 0.75, bpm: 35 },
  [ACTIVITY.running]: { steps: 165, kcal: 11, stride: 1.1, bpm: 90 },
  [ACTIVITY.yoga]: { steps: 0, kcal: 3, stride: 0, bpm: 25 },
};

const APP = { packageName: 'com.example.fitness', name: 'Example Fitness', version: '5.2' };

export function planDay(dayStart: number, dayIndex: number): DayPlan {
  const rnd = random(dayIndex * 7919 + 13);
  const weekday = new Date(dayStart).getUTCDay();
  const at = (h: number, m: number): number => dayStart + h * HOUR + Math.round(m) * MINUTE;
  const segments: Interval[] = [];
  const sessions: Session[] = [];
  const session = (id: string, name: string, seg: Interval): void => {
    sessions.push({
      id: `${id}-${new Date(dayStart).toISOString().slice(0, 10)}`,
      name,
      startTimeMillis: String(seg.start),
      endTimeMillis: String(seg.end),
      modifiedTimeMillis: '0',
      application: { ...APP },
      activityType: seg.activity,
      activeTimeMillis: String(seg.end - seg.start),
    });
  };
  const isWeekday = weekday >= 1 && weekday <= 5;
  if (isWeekday) {
    segments.push({ start: at(8, 10 + rnd() * 5), end: at(8, 35 + rnd() * 5), activity: ACTIVITY.walking });
    if (rnd() < 0.6) {
      const walk = { start: at(12, 30), end: at(12, 50 + rnd() * 10), activity: ACTIVITY.walking };
      segments.push(walk);
      session('walk', 'Lunch walk', walk);
    }
    segments.push({ start: at(17, 40 + rnd() * 5), end: at(18, 5 + rnd() * 5), activity: ACTIVITY.walking });
  }
  if (weekday === 6) {
    const yoga = { start: at(10, 0), end: at(11, 0), activity: ACTIVITY.yoga };
    segments.push(yoga);
    session('yoga', 'Yoga class', yoga);
  }
  if (weekday === 0) {
    const walk = { start: at(10, 0), end: at(11, 15 + rnd() * 30), activity: ACTIVITY.walking };
    segments.push(walk);
    session('walk', 'Sunday walk', walk);
  }
  if (dayIndex % 3 === 0) {
    const run = { start: at(18, 30), end: at(19, 0 + 5 + rnd() * 15), activity: ACTIVITY.running };
    segments.push(run);
    session('run', 'Evening run', run);
  }
  segments.sort((a, b) => a.start - b.start);
  const restingBpm = Math.round(58 + rnd() * 6);
  const watchWorn = rnd() < 0.9;
  const weightKg = Math.round((64 - dayIndex * 0.01 + rnd() * 0.6) * 10) / 10;
  // Steps while not exercising, per half hour, a function of the time only (both devices see the same).
  const idleSteps = (halfHour: number): number => {
    const h = ((halfHour % 48) + 48) % 48;
    if (h < 14 || h >= 46) return 0;
    return Math.round(random(halfHour)() * 300 + 60);
  };

  const slot = (from: number, to: number): Slot => {
    let steps = 0;
    let idle = 0;
    for (let t = from; t < to; t += HOUR / 2) idle += idleSteps(Math.floor(t / (HOUR / 2)));
    let calories = ((to - from) / MINUTE) * 1.2 + idle * 0.04;
    let distance = idle * 0.7;
    let active = 0;
    steps += idle;
    for (const seg of segments) {
      const minutes = (Math.min(to, seg.end) - Math.max(from, seg.start)) / MINUTE;
      const effort = EFFORT[seg.activity];
      if (minutes <= 0 || effort === undefined) continue;
      steps += minutes * effort.steps;
      calories += minutes * effort.kcal;
      distance += minutes * effort.steps * effort.stride;
      active += minutes;
    }
    return { steps, calories, distance, activeMinutes: Math.round(active) };
  };

  const heartRate: [number, number][] = [];
  for (let t = at(8, 0); t < at(22, 0); t += 15 * MINUTE) {
    const seg = segments.find((s) => s.start <= t && t < s.end);
    const bump = seg === undefined ? 0 : (EFFORT[seg.activity]?.bpm ?? 0);
    heartRate.push([t, Math.round(restingBpm + 8 + bump + rnd() * 10)]);
  }
  return { watchWorn, segments, sessions, heartRate, restingBpm, weightKg, slot };
}
