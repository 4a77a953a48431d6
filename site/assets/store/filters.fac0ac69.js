/* Category filters: facets from `data/category/<slug>.json`, the chosen values and sort
 * kept in the URL, filtering, counting and sorting. Pure: no page needed. */

export const sortOrders = {
  sales: (a, b) => a.position - b.position,
  price: (a, b) => a.cents - b.cents || a.position - b.position,
  'price-desc': (a, b) => b.cents - a.cents || a.position - b.position,
  rating: (a, b) => (b.rating ?? -1) - (a.rating ?? -1) || a.position - b.position,
};

/**
 * The facets of a category's data: one per field (`brand`, `origin`, `scent`), plus the
 * price bands when there are two or more, labelled `priceLabel`. Each facet has its `key`,
 * `label`, `values`, the `labels` of the values when they differ from them, and `matches`.
 */
export function facetsFromData(data, priceLabel) {
  const facets = data.facets.map((facet) => ({
    key: facet.key, label: facet.label,
    values: facet.values.map((value) => value.value),
    matches: (item, chosen) => chosen.has(item[facet.key]),
  }));
  if (data.priceBands.length > 1) {
    const bands = new Map(data.priceBands.map((band) => [band.id, band]));
    facets.push({
      key: 'price', label: priceLabel, values: data.priceBands.map((band) => band.id),
      labels: new Map(data.priceBands.map((band) => [band.id, band.label])),
      matches: (item, chosen) => Array.from(chosen).some((id) => {
        const band = bands.get(id);
        return item.cents >= band.low && (band.high === null || item.cents < band.high);
      }),
    });
  }
  return facets;
}

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

/** Whether an item passes every facet's choice but `except`'s (a facet with nothing chosen passes all). */
export function passes(item, state, facets, except = null) {
  return facets.every((facet) => {
    const chosen = state.chosen.get(facet.key);
    return facet.key === except || chosen.size === 0 || facet.matches(item, chosen);
  });
}

/**
 * How many goods choosing `value` of `facet` would show, given the other facets' choices:
 * the count beside each checkbox.
 */
export function countWith(goods, state, facets, facet, value) {
  const only = new Set([value]);
  return goods.filter((item) => passes(item, state, facets, facet.key) && facet.matches(item, only)).length;
}

/** The goods the state shows, in its order. */
export function shownGoods(goods, state, facets) {
  return goods.filter((item) => passes(item, state, facets)).sort(sortOrders[state.sort]);
}
