/* Choosing a goods item's variant by its options, on records `{id, values, stock}` (`values`
 * one per option, in the options' order). Pure: no page needed. */

/** The variant with exactly these values, or undefined when that combination does not exist. */
export function variantWithValues(variants, values) {
  return variants.find((variant) => variant.values.every((value, index) => value === values[index]));
}

/**
 * What choosing `value` for the option at `index` gives, the other chosen values kept:
 * `'available'`, `'sold-out'`, or `'unavailable'` when no variant has those values.
 */
export function choiceState(variants, chosen, index, value) {
  const values = chosen.slice();
  values[index] = value;
  const variant = variantWithValues(variants, values);
  if (!variant) return 'unavailable';
  return variant.stock > 0 ? 'available' : 'sold-out';
}

/**
 * The variant to move to when the values chosen make no variant or a sold-out one: one in
 * stock with the value just chosen for the option at `index`, keeping as many of the other
 * chosen values as it can (the first listed among equals); undefined when no variant in
 * stock has that value.
 */
export function availableVariantWith(variants, chosen, index) {
  let best;
  let bestKept = -1;
  for (const variant of variants) {
    if (variant.stock < 1 || variant.values[index] !== chosen[index]) continue;
    const kept = variant.values.filter((value, position) => value === chosen[position]).length;
    if (kept > bestKept) {
      best = variant;
      bestKept = kept;
    }
  }
  return best;
}

/** The variant a URL's query names (`?variant=750-2018`), or undefined. */
export function variantFromQuery(variants, search) {
  const id = new URLSearchParams(search).get('variant');
  return id === null ? undefined : variants.find((variant) => variant.id === id);
}

/** The query `search` with its `variant` set to `id`, its other parameters kept: `?variant=750-2018`. */
export function queryWithVariant(search, id) {
  const params = new URLSearchParams(search);
  params.set('variant', id);
  return '?' + params.toString();
}
