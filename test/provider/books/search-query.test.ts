import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  MAX_SEARCH_WORDS,
  parseSearchQuery,
  planSearch,
} from '../../../src/provider/apis/books/services/search-query.ts';

const terms = (q: string) => parseSearchQuery(q).terms;

test('bare words are separate text terms, lower-cased', () => {
  assert.deepEqual(terms('  Pride  PREJUDICE '), [
    { field: 'text', words: ['pride'], phrase: false, negated: false },
    { field: 'text', words: ['prejudice'], phrase: false, negated: false },
  ]);
});

test('a quoted phrase keeps its words together; an unclosed quote runs to the end', () => {
  assert.deepEqual(terms('"Sherlock Holmes" "the hound'), [
    { field: 'text', words: ['sherlock', 'holmes'], phrase: true, negated: false },
    { field: 'text', words: ['the', 'hound'], phrase: true, negated: false },
  ]);
});

test('each operator takes the word or quoted phrase after it, case-insensitively', () => {
  assert.deepEqual(terms('intitle:moby INAUTHOR:"Herman Melville" inpublisher:lamplight subject:fiction'), [
    { field: 'intitle', words: ['moby'], phrase: false, negated: false },
    { field: 'inauthor', words: ['herman', 'melville'], phrase: true, negated: false },
    { field: 'inpublisher', words: ['lamplight'], phrase: false, negated: false },
    { field: 'subject', words: ['fiction'], phrase: false, negated: false },
  ]);
});

test('isbn: drops hyphens and spaces in quotes and upper-cases the check letter', () => {
  assert.deepEqual(terms('isbn:978-9999-00001-7 isbn:"999900003 x"'), [
    { field: 'isbn', words: ['9789999000017'], phrase: false, negated: false },
    { field: 'isbn', words: ['999900003X'], phrase: false, negated: false },
  ]);
});

test('a leading minus excludes; a lone minus is ignored', () => {
  assert.deepEqual(terms('holmes -hound - x'), [
    { field: 'text', words: ['holmes'], phrase: false, negated: false },
    { field: 'text', words: ['hound'], phrase: false, negated: true },
    { field: 'text', words: ['x'], phrase: false, negated: false },
  ]);
  assert.deepEqual(terms('-inauthor:doyle'), [
    { field: 'inauthor', words: ['doyle'], phrase: false, negated: true },
  ]);
});

test('an unknown operator is plain text; a word with inner punctuation becomes a phrase', () => {
  assert.deepEqual(terms("foo:bar d'Urbervilles"), [
    { field: 'text', words: ['foo', 'bar'], phrase: true, negated: false },
    { field: 'text', words: ['d', 'urbervilles'], phrase: true, negated: false },
  ]);
});

test('punctuation-only input and empty operators give no terms', () => {
  assert.deepEqual(terms('!!! "" intitle: *'), [
    { field: 'text', words: ['intitle'], phrase: false, negated: false },
  ]);
  assert.deepEqual(terms('?? ""'), []);
});

test('letters keep their accents for the tokenizer (which folds them)', () => {
  assert.deepEqual(terms('Ántonia'), [{ field: 'text', words: ['ántonia'], phrase: false, negated: false }]);
});

test('planSearch: words are prefixes, phrases exact, each in its columns', () => {
  assert.deepEqual(planSearch(parseSearchQuery('pri intitle:"two cities" inauthor:dick subject:fic')), {
    tsPositive: [
      { field: 'text', query: 'pri:*' },
      { field: 'intitle', query: 'two <-> cities' },
      { field: 'inauthor', query: 'dick:*' },
      { field: 'subject', query: 'fic:*' },
    ],
    tsNegative: [],
    match:
      '({title subtitle authors description} : "pri" *) AND ({title subtitle} : "two cities") AND ' +
      '(authors : "dick" *) AND (categories : "fic" *)',
    exclude: undefined,
    isbns: [],
    excludeIsbns: [],
    empty: false,
  });
});

test('planSearch: exclusions are OR-ed apart from the match, inpublisher searches the publisher', () => {
  assert.deepEqual(planSearch(parseSearchQuery('inpublisher:quill -raven -"red room"')), {
    tsPositive: [{ field: 'inpublisher', query: 'quill:*' }],
    tsNegative: [
      { field: 'text', query: 'raven:*' },
      { field: 'text', query: 'red <-> room' },
    ],
    match: '(publisher : "quill" *)',
    exclude:
      '({title subtitle authors description} : "raven" *) OR ({title subtitle authors description} : "red room")',
    isbns: [],
    excludeIsbns: [],
    empty: false,
  });
});

test('planSearch: quotes and FTS keywords in user text stay words', () => {
  const all = '{title subtitle authors description}';
  assert.equal(
    planSearch(parseSearchQuery('a"b OR c* NEAR(d)')).match,
    `(${all} : "a b") AND (${all} : "or") AND (${all} : "c") AND (${all} : "near d")`,
  );
});

test('planSearch: isbn alone needs no full-text match; lccn/oclc and exclusions alone match nothing', () => {
  assert.deepEqual(planSearch(parseSearchQuery('isbn:9789999000017 -isbn:1')), {
    tsPositive: [],
    tsNegative: [],
    match: undefined,
    exclude: undefined,
    isbns: ['9789999000017'],
    excludeIsbns: ['1'],
    empty: false,
  });
  assert.equal(planSearch(parseSearchQuery('lccn:12345 pride')).empty, true);
  assert.equal(planSearch(parseSearchQuery('-pride')).empty, true);
  assert.equal(planSearch(parseSearchQuery('')).empty, true);
});

test('a repeated term is kept once; the same word elsewhere or excluded is another term', () => {
  assert.deepEqual(terms('holmes Holmes HOLMES intitle:holmes -holmes holmes'), [
    { field: 'text', words: ['holmes'], phrase: false, negated: false },
    { field: 'intitle', words: ['holmes'], phrase: false, negated: false },
    { field: 'text', words: ['holmes'], phrase: false, negated: true },
  ]);
});

test('the longest query keeps one term: 1,020 × "a" is one word, not 1,020 index merges', () => {
  const q = Array.from({ length: 1020 }, () => 'a').join(' ');
  assert.equal(q.length, 2039);
  assert.deepEqual(terms(q), [{ field: 'text', words: ['a'], phrase: false, negated: false }]);
});

test(`at most ${MAX_SEARCH_WORDS} words are kept, phrase words and exclusions counted`, () => {
  const distinct = Array.from({ length: 500 }, (_, i) => `w${i}`);
  const kept = terms(distinct.join(' '));
  assert.equal(kept.length, MAX_SEARCH_WORDS);
  assert.deepEqual(
    kept.map((t) => t.words[0]),
    distinct.slice(0, MAX_SEARCH_WORDS),
  );
  const phrase = terms(`"${distinct.join(' ')}" more`);
  assert.deepEqual(phrase, [
    { field: 'text', words: distinct.slice(0, MAX_SEARCH_WORDS), phrase: true, negated: false },
  ]);
  const mixed = terms(`${distinct.slice(0, 30).join(' ')} -"x y z" isbn:1`);
  assert.deepEqual(mixed.at(-1), { field: 'text', words: ['x', 'y'], phrase: true, negated: true });
  assert.equal(
    mixed.reduce((n, t) => n + t.words.length, 0),
    MAX_SEARCH_WORDS,
  );
});

test('planSearch: a word of one or two letters matches itself, three letters and more match as a prefix', () => {
  const plan = planSearch(parseSearchQuery('a of pri -by -the'));
  const all = '{title subtitle authors description}';
  assert.equal(plan.match, `(${all} : "a") AND (${all} : "of") AND (${all} : "pri" *)`);
  assert.equal(plan.exclude, `(${all} : "by") OR (${all} : "the" *)`);
  assert.deepEqual(plan.tsPositive, [
    { field: 'text', query: 'a' },
    { field: 'text', query: 'of' },
    { field: 'text', query: 'pri:*' },
  ]);
  assert.deepEqual(plan.tsNegative, [
    { field: 'text', query: 'by' },
    { field: 'text', query: 'the:*' },
  ]);
});

test('planSearch: the largest accepted query reaches the index with at most 32 words', () => {
  // 2,048 characters of distinct two-letter words and phrases: what the cap exists for.
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const words = Array.from(
    { length: 682 },
    (_, i) => `${letters[i % 26]}${letters[Math.floor(i / 26) % 26]}`,
  );
  const q = words.join(' ').slice(0, 2048);
  const plan = planSearch(parseSearchQuery(q));
  const quotedWords =
    (plan.match ?? '')
      .match(/"[^"]*"/g)
      ?.join(' ')
      .split(' ') ?? [];
  assert.equal(quotedWords.length, MAX_SEARCH_WORDS);
  assert.equal(plan.tsPositive.length, MAX_SEARCH_WORDS);
  assert.doesNotMatch(plan.match ?? '', /\*/, 'no two-letter word is a prefix');
});
