/* Category filters over a category's compact data (`data/category/…`): a column per facet
 * with each goods item's value, by its place in the category (best sellers first); the chosen
 * values and sort kept in the URL; filtering, counting and sorting by place, so no card is
 * needed until it is shown. Pure: no page needed. */

const digits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
const digitValue = new Map(Array.from(digits, (digit, value) => [digit, value]));

/**
 * A column as the build writes it, `{width, text}`: `width` base-64 digits per goods item,
 * most significant first (`"0"` … `"_"`), as numbers. `null` when the text does not hold
 * `count` numbers of that width.
 */
export function decodeColumn(column, count) {
  if (!column || !Number.isInteger(column.width) || column.width < 1 || typeof column.text !== 'string') return null;
  if (column.text.length !== column.width * count) return null;
  const numbers = new Uint32Array(count);
  for (let place = 0; place < count; place++) {
    let number = 0;
    for (let digit = 0; digit < column.width; digit++) {
      const value = digitValue.get(column.text[place * column.width + digit]);
      if (value === undefined) return null;
      number = number * 64 + value;
    }
    numbers[place] = number;
  }
  return numbers;
}

/**
 * The category's goods count, sort keys and facets from its data, or `null` when the data
 * is not category filters. A facet has its `key`, `label`, `values`, the `labels` of the
 * values when they differ from them, and `valueOf`: each place's value as 1 + its index in
 * `values`, 0 for none. A facet of an option of variants, where a goods item has several
 * values, also has `sets`: then `valueOf` is 1 + the index in `sets` of the item's values
 * (each 1 + an index in `values`). The price bands are a facet when there are two or more,
 * labelled `priceLabel`: a band holds the prices from its `fromRank` (a place's rank among the
 * category's distinct prices) to the next band's.
 */
export function filtersFromData(data, priceLabel) {
  const count = data && data.count;
  if (!Number.isInteger(count) || count < 0 || !Array.isArray(data.facets) || !data.price || !Array.isArray(data.price.bands)) return null;
  const priceRanks = decodeColumn(data.price.ranks, count);
  const ratings = decodeColumn(data.ratings, count);
  if (!priceRanks || !ratings) return null;
  const facets = [];
  for (const facet of data.facets) {
    const valueOf = decodeColumn(facet.column, count);
    if (!valueOf || !Array.isArray(facet.values)) return null;
    const read = { key: facet.key, label: facet.label, values: facet.values, valueOf: valueOf };
    if (facet.sets !== undefined) {
      const isValue = (number) => Number.isInteger(number) && number >= 1 && number <= facet.values.length;
      if (!Array.isArray(facet.sets) || !facet.sets.every((set) => Array.isArray(set) && set.every(isValue))) return null;
      if (valueOf.some((number) => number > facet.sets.length)) return null;
      read.sets = facet.sets;
    }
    facets.push(read);
  }
  const bands = data.price.bands;
  if (bands.length > 1) {
    const valueOf = new Uint32Array(count);
    for (let place = 0; place < count; place++) {
      let band = 0;
      while (band + 1 < bands.length && bands[band + 1].fromRank <= priceRanks[place]) band++;
      valueOf[place] = band + 1;
    }
    facets.push({
      key: 'price', label: priceLabel, values: bands.map((band) => band.id),
      labels: new Map(bands.map((band) => [band.id, band.label])), valueOf: valueOf,
    });
  }
  return { count: count, priceRanks: priceRanks, ratings: ratings, facets: facets };
}

/** Orders of places: sales is the category's own; ties keep it. Ratings are 0 for none. */
export const sortOrders = {
  sales: () => (a, b) => a - b,
  price: (filters) => (a, b) => filters.priceRanks[a] - filters.priceRanks[b] || a - b,
  'price-desc': (filters) => (a, b) => filters.priceRanks[b] - filters.priceRanks[a] || a - b,
  rating: (filters) => (a, b) => filters.ratings[b] - filters.ratings[a] || a - b,
};

/** The chosen values and sort from a URL's query; unknown values and sorts are left out. */
export function stateFromQuery(params, facets) {
  const state = { sort: 'sales', chosen: new Map(facets.map((facet) => [facet.key, new Set()])) };
  if (Object.hasOwn(sortOrders, params.get('sort'))) state.sort = params.get('sort');
  for (const facet of facets) {
    for (const value of params.getAll(facet.key)) {
      if (facet.values.includes(value)) state.chosen.get(facet.key).add(value);
    }
  }
  return state;
}

/** The query that gives `state` back: `brand=Penfolds&sort=price`; empty for the plain page. */
export function queryFromState(state, facets) {
  const query = new URLSearchParams();
  for (const facet of facets) for (const value of state.chosen.get(facet.key)) query.append(facet.key, value);
  if (state.sort !== 'sales') query.set('sort', state.sort);
  return query.toString();
}

export function chosenCount(state) {
  return Array.from(state.chosen.values()).reduce((sum, set) => sum + set.size, 0);
}

/** The values of the goods item at `place` for `facet`, as numbers (1 + index); `[0]` for none. */
function valuesAt(facet, place) {
  const number = facet.valueOf[place];
  if (!facet.sets) return [number];
  return number === 0 ? [0] : facet.sets[number - 1];
}

/** Whether the goods item at `place` has one of the `chosen` values of `facet`. */
function hasChosen(facet, chosen, place) {
  if (!facet.sets) return chosen.has(facet.valueOf[place]);
  return valuesAt(facet, place).some((number) => chosen.has(number));
}

/** Per facet, the chosen values as numbers of `valueOf` (1 + index), or null when none is chosen. */
function chosenNumbers(facets, state) {
  return facets.map((facet) => {
    const chosen = state.chosen.get(facet.key);
    return chosen.size === 0 ? null : new Set(Array.from(chosen, (value) => facet.values.indexOf(value) + 1));
  });
}

/**
 * How many goods choosing each value would show, given the other facets' choices: the counts
 * beside the checkboxes, as a Map from facet key to an array aligned with its `values`.
 */
export function valueCounts(filters, state) {
  const { facets } = filters;
  const chosen = chosenNumbers(facets, state);
  const counts = facets.map((facet) => new Array(facet.values.length + 1).fill(0));
  for (let place = 0; place < filters.count; place++) {
    let failed = -1;
    let failures = 0;
    for (let index = 0; index < facets.length && failures < 2; index++) {
      if (chosen[index] && !hasChosen(facets[index], chosen[index], place)) {
        failed = index;
        failures++;
      }
    }
    if (failures === 0) {
      for (let index = 0; index < facets.length; index++) for (const number of valuesAt(facets[index], place)) counts[index][number]++;
    } else if (failures === 1) {
      for (const number of valuesAt(facets[failed], place)) counts[failed][number]++;
    }
  }
  return new Map(facets.map((facet, index) => [facet.key, counts[index].slice(1)]));
}

/** The places of the goods the state shows, in its order. */
export function shownPlaces(filters, state) {
  const { facets } = filters;
  const chosen = chosenNumbers(facets, state);
  const places = [];
  for (let place = 0; place < filters.count; place++) {
    if (facets.every((facet, index) => !chosen[index] || hasChosen(facet, chosen[index], place))) places.push(place);
  }
  return places.sort(sortOrders[state.sort](filters));
}
