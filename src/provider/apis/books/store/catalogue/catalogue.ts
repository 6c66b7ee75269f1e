/**
 * The provider's catalogue of public-domain works, built from the compact hand-written lists beside this
 * file. Titles, authors and years are facts about the works; the description is a templated first
 * sentence plus the list's note, and the edition details (imprint, page count, ISBN) are this catalogue's
 * own invented edition, the same on every run.
 *
 * Line format: `authors|subjects|note|Title@year~Title@year`; authors split on `;`, a `tr. ` prefix marks a
 * translator; `Title: Subtitle` splits at the first colon followed by a space.
 */
import { createHash } from 'node:crypto';
import { BRITISH_FICTION } from './british-fiction.ts';
import { AMERICAN_FICTION } from './american-fiction.ts';
import { WORLD_FICTION } from './world-fiction.ts';
import { POETRY_AND_DRAMA } from './poetry-drama.ts';
import { ANCIENT_AND_TRANSLATED, NONFICTION } from './nonfiction.ts';

export interface CatalogueWork {
  title: string;
  subtitle?: string;
  /** Creators, then translators, as the public API lists them. */
  authors: string[];
  translators: string[];
  year: number;
  subjects: string[];
  note: string;
}

export interface CatalogueVolume extends CatalogueWork {
  id: string;
  /** 1-based place in the catalogue; also the serial in the invented ISBNs. */
  seq: number;
  publisher: string;
  description: string;
  pageCount: number;
  language: string;
  isbn10: string;
  isbn13: string;
  etag: string;
}

export class CatalogueError extends Error {}

/** Parses the line format; throws CatalogueError naming the line on anything malformed. */
export function parseWorkLines(text: string): CatalogueWork[] {
  const works: CatalogueWork[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const fail = (why: string): never => {
      throw new CatalogueError(`catalogue line ${index + 1}: ${why}: ${line.slice(0, 60)}`);
    };
    const fields = line.split('|');
    if (fields.length !== 4) fail('expected 4 fields separated by |');
    const [people = '', subjectList = '', note = '', workList = ''] = fields;
    const names = people.split(';').map((name) => name.trim());
    const translators = names.filter((n) => n.startsWith('tr. ')).map((n) => n.slice(3).trim());
    const creators = names.filter((n) => !n.startsWith('tr. '));
    const subjects = subjectList.split(',').map((s) => s.trim());
    if (creators.some((n) => n === '') || subjects.some((s) => s === '')) fail('empty author or subject');
    if (note.trim() === '') fail('missing note');
    for (const entry of workList.split('~')) {
      const match = /^(.+)@(\d{3,4})$/.exec(entry.trim());
      if (!match) fail(`bad work "${entry}"`);
      const [, fullTitle = '', year = ''] = match ?? [];
      const colon = fullTitle.indexOf(': ');
      works.push({
        title: colon === -1 ? fullTitle : fullTitle.slice(0, colon),
        ...(colon === -1 ? {} : { subtitle: fullTitle.slice(colon + 2) }),
        authors: [...creators, ...translators],
        translators,
        year: Number(year),
        subjects,
        note: note.trim(),
      });
    }
  });
  return works;
}

const KINDS: Record<string, string> = {
  Fiction: 'novel',
  Novella: 'novella',
  'Short stories': 'collection of stories',
  Poetry: 'book of poems',
  'Epic poetry': 'epic poem',
  Drama: 'play',
  "Children's fiction": "children's book",
  "Children's poetry": "children's book of verse",
  'Fairy tales': 'collection of fairy tales',
  Fables: 'collection of fables',
  Fantasy: 'fantasy',
  Satire: 'satire',
  Humor: 'comic book of sketches',
  Essays: 'collection of essays',
  Philosophy: 'work of philosophy',
  Politics: 'work of political thought',
  Economics: 'work of economics',
  'Social science': 'study of society',
  'Social conditions': 'study of social conditions',
  Science: 'work of science',
  Psychology: 'work of psychology',
  History: 'work of history',
  Biography: 'work of life writing',
  Travel: 'travel book',
  Nature: 'book about nature',
  Religion: 'religious work',
  Reference: 'reference work',
};

const IMPRINTS: [string[], string][] = [
  [['Poetry', 'Epic poetry'], 'Quillfeather Press'],
  [['Drama'], 'Proscenium Editions'],
  [["Children's fiction", "Children's poetry", 'Fairy tales', 'Fables'], 'Kite and Lantern Books'],
  [['Fiction', 'Novella', 'Short stories', 'Fantasy', 'Satire', 'Humor'], 'Lamplight Classics'],
];
const NONFICTION_IMPRINT = 'Commonplace Library';

const PAGE_RANGES: Record<string, [number, number]> = {
  'Quillfeather Press': [64, 320],
  'Proscenium Editions': [72, 180],
  'Kite and Lantern Books': [48, 280],
  'Lamplight Classics': [140, 760],
  [NONFICTION_IMPRINT]: [110, 620],
};

const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

function describe(work: CatalogueWork): string {
  const first = work.subjects[0] ?? '';
  const kind = KINDS[first] ?? 'book';
  const creators = work.authors.filter((a) => !work.translators.includes(a));
  const anonymous = creators.length === 1 && creators[0] === 'Anonymous';
  const who = anonymous ? `an anonymous ${kind}` : `${article(kind)} ${kind} by ${joinNames(creators)}`;
  const when =
    work.translators.length > 0
      ? `here in the English translation by ${joinNames(work.translators)} of ${work.year}`
      : `first published in ${work.year}`;
  return `${work.title} is ${who}, ${when}. ${work.note}`;
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

function isbn10Check(nine: string): string {
  const sum = Array.from(nine, Number).reduce((acc, d, i) => acc + d * (10 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

function isbn13Check(twelve: string): string {
  const sum = Array.from(twelve, Number).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
}

/** Invented, checksum-valid ISBNs in one block, numbered by catalogue place. */
export function inventedIsbns(serial: number): { isbn10: string; isbn13: string } {
  const nine = `9999${String(serial).padStart(5, '0')}`;
  const twelve = `978${nine}`;
  return { isbn10: nine + isbn10Check(nine), isbn13: twelve + isbn13Check(twelve) };
}

function toVolume(work: CatalogueWork, seq: number): CatalogueVolume {
  const key = digest(`${work.authors.join(';')}|${work.title}|${work.year}`);
  const id = key.toString('base64url').slice(0, 12);
  const publisher =
    IMPRINTS.find(([subjects]) => subjects.includes(work.subjects[0] ?? ''))?.[1] ?? NONFICTION_IMPRINT;
  const [low, high] = PAGE_RANGES[publisher] ?? [100, 400];
  const pageCount = low + (key.readUInt16BE(12) % (high - low + 1));
  const volume: CatalogueVolume = {
    ...work,
    id,
    seq,
    publisher,
    description: describe(work),
    pageCount,
    language: 'en',
    ...inventedIsbns(seq),
    etag: '',
  };
  volume.etag = digest(JSON.stringify(volume)).toString('base64url').slice(0, 11);
  return volume;
}

export const CATALOGUE_TEXT = [
  BRITISH_FICTION,
  AMERICAN_FICTION,
  WORLD_FICTION,
  POETRY_AND_DRAMA,
  NONFICTION,
  ANCIENT_AND_TRANSLATED,
].join('\n');

/** The whole catalogue in a stable order; throws CatalogueError on a malformed line or a clashing id. */
export function buildCatalogue(text = CATALOGUE_TEXT): CatalogueVolume[] {
  const volumes = parseWorkLines(text).map((work, index) => toVolume(work, index + 1));
  const seen = new Set<string>();
  for (const volume of volumes) {
    if (seen.has(volume.id)) throw new CatalogueError(`duplicate work: ${volume.title}`);
    seen.add(volume.id);
  }
  return volumes;
}
