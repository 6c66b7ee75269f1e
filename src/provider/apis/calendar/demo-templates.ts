/**
 * What the demo agenda is made of: the people invited, and the templates of the one or two everyday events
 * a day that demo.ts spreads over five weeks.
 */
import type { EventAttendee } from '#shared/wire/calendar.ts';

export const PEOPLE: Record<string, EventAttendee> = {
  ana: { email: 'ana@example.com', displayName: 'Ana Lima' },
  bob: { email: 'bob@other.example', displayName: 'Bob Stone' },
  chen: { email: 'chen@example.com', displayName: 'Chen Wei' },
  dara: { email: 'dara@example.com', displayName: 'Dara Okafor' },
  eli: { email: 'eli@example.com', displayName: 'Eli Novak' },
};

export interface Template {
  summary: string;
  hour: number;
  minutes: number;
  length: number;
  location?: string;
  description?: string;
  people?: (keyof typeof PEOPLE)[];
}

export const TEMPLATES: readonly Template[] = [
  {
    summary: 'Design review',
    hour: 10,
    minutes: 0,
    length: 60,
    location: 'Room Aurora, 3rd floor',
    people: ['ana', 'chen'],
    description: 'Walk through the new TV agenda screens and agree on the focus ring.',
  },
  {
    summary: 'Lunch with Ana',
    hour: 12,
    minutes: 30,
    length: 60,
    location: 'Café Lindner, Marktplatz 4',
    people: ['ana'],
  },
  {
    summary: 'Dentist',
    hour: 8,
    minutes: 15,
    length: 45,
    location: 'Dr. Weber, Hauptstraße 12',
    description: 'Bring the insurance card.',
  },
  {
    summary: '1:1 with Dara',
    hour: 15,
    minutes: 0,
    length: 30,
    people: ['dara'],
    description: 'Career plans, holidays, open questions.',
  },
  { summary: 'Yoga', hour: 7, minutes: 0, length: 60, location: 'Studio Om, Gartenweg 3' },
  {
    summary: 'Quarterly planning',
    hour: 13,
    minutes: 30,
    length: 120,
    location: 'Main hall',
    people: ['ana', 'bob', 'chen', 'dara', 'eli'],
    description: 'Goals for the next quarter. Read the draft before the meeting.',
  },
  {
    summary: 'Call with Bob',
    hour: 17,
    minutes: 0,
    length: 30,
    people: ['bob'],
    description: 'Video call; link in the invitation.',
  },
  { summary: 'Parents evening', hour: 19, minutes: 0, length: 90, location: 'Primary school, hall B' },
  { summary: 'Cinema', hour: 20, minutes: 15, length: 150, location: 'Lichtspiele am Park', people: ['eli'] },
  { summary: 'Grocery delivery', hour: 18, minutes: 0, length: 30, description: 'Someone must be at home.' },
  { summary: 'Code review session', hour: 11, minutes: 0, length: 45, people: ['chen', 'eli'] },
  { summary: 'Piano lesson', hour: 16, minutes: 30, length: 45, location: 'Music school, room 4' },
];
