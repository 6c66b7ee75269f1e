/**
 * Counted words through `Intl.PluralRules`: English and German use `one` and `other`, Arabic all six
 * categories (zero, one, two, few, many, other). Each form is its own `msg()` with an id, so every
 * language's catalogue carries all six and the translator fills those the language uses.
 */
import { formatLocale } from './locale.ts';

export type PluralForms = Readonly<Record<Intl.LDMLPluralRule, string>>;

const rules = new Map<string, Intl.PluralRules>();

export function pluralCategory(count: number): Intl.LDMLPluralRule {
  const locale = formatLocale();
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count);
}

/** The form of `forms` the chosen language uses for `count`. */
export function plural(count: number, forms: PluralForms): string {
  return forms[pluralCategory(count)];
}

/** A count as the chosen language writes numbers. */
export function formatCount(count: number): string {
  return new Intl.NumberFormat(formatLocale()).format(count);
}
