/* Text the script writes: patterns, grouped numbers, prices and stars. Pure: no page needed. */

/** `"{n} goods"` with `{n: 3}` → `"3 goods"`; a placeholder without a value stays as it is. */
export function fill(pattern, values) {
  return pattern.replace(/\{(\w+)\}/g, (match, key) => (key in values ? String(values[key]) : match));
}

/**
 * A text chosen by a count: a plural text (the string table's forms by Unicode CLDR category, as
 * the page carries them: `{"one":"{n} item","other":"{n} items"}`) gives the form `count` takes in
 * `language` (`Intl.PluralRules`), filled; a plain text is filled as it is.
 */
export function counted(text, count, values, language) {
  let pattern = text;
  if (text.startsWith('{"')) {
    const forms = JSON.parse(text);
    pattern = forms[new Intl.PluralRules(language).select(count)] ?? forms.other;
  }
  return fill(pattern, values);
}

/**
 * A cart line's name: its goods item's title, and a variant's option values after it:
 * `{title: "Château X", options: "Size: 1.5 L"}` → `"Château X (Size: 1.5 L)"`.
 */
export function titleWithOptions(item) {
  return item.options ? item.title + ' (' + item.options + ')' : item.title;
}

/** 1234567 → "1,234,567". */
export function grouped(number) {
  return String(number).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Cents as the site writes prices: 129900 with "¥" → "¥1,299.00". */
export function formatPrice(cents, prefix) {
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return (cents < 0 ? '-' : '') + (prefix || '') + grouped(whole) + '.' + fraction;
}

/**
 * Five stars for a rating rounded to the nearest half, as the `stars` partial draws them:
 * `{value: "4.5", kinds: ['full', 'full', 'full', 'full', 'half']}`; `null` without a rating.
 */
export function starStates(rating) {
  if (rating === null || rating === undefined) return null;
  const value = Math.min(Math.max(Number(rating), 0), 5);
  const halves = Math.round(value * 2);
  const kinds = [];
  for (let position = 1; position <= 5; position++) {
    kinds.push(halves >= position * 2 ? 'full' : halves === position * 2 - 1 ? 'half' : 'empty');
  }
  return { value: value.toFixed(1), kinds: kinds };
}
