import assert from 'node:assert/strict';
import test from 'node:test';
import {
  chosenCount, decodeColumn, filtersFromData, queryFromState, shownPlaces, stateFromQuery, valueCounts,
} from '../../Templates/assets/store/filters.js';

// Places (best sellers first): a, b, c, d.
//   brand:  a Penfolds, b Moutai, c Penfolds, d none
//   origin: a Australia, b China, c Australia, d Australia
//   prices: a ¥500, b ¥1,500, c ¥90, d ¥90 → distinct ranks 1, 2, 0, 0
//   ratings: a 4.0, b none, c 4.5, d 4.0 → 41, 0, 46, 41 ("f", "0", "k", "f")
const data = {
  count: 4,
  pageSize: 24,
  facets: [
    { key: 'brand', label: 'Brand', values: ['Penfolds', 'Moutai'], column: { width: 1, text: '1210' } },
    { key: 'origin', label: 'Origin', values: ['Australia', 'China'], column: { width: 1, text: '1211' } },
  ],
  price: {
    bands: [{ id: '0-100', label: 'Under ¥100', fromRank: 0 }, { id: '100-', label: '¥100 and above', fromRank: 1 }],
    ranks: { width: 1, text: '1200' },
  },
  ratings: { width: 1, text: 'f0kf' },
  cards: { size: 16, files: ['a/0.json'] },
};
const filters = filtersFromData(data, 'Price');
const { facets } = filters;
const state = (query) => stateFromQuery(new URLSearchParams(query), facets);

test('decodeColumn reads base-64 digits of the column\'s width, most significant first', () => {
  assert.deepEqual(Array.from(decodeColumn({ width: 1, text: '09AZaz-_' }, 8)), [0, 9, 10, 35, 36, 61, 62, 63]);
  assert.deepEqual(Array.from(decodeColumn({ width: 2, text: '0_10' }, 2)), [63, 64]);
  assert.deepEqual(Array.from(decodeColumn({ width: 3, text: '__' + '_' }, 1)), [262143]);
});

test('decodeColumn refuses a column of the wrong length or with other characters', () => {
  assert.equal(decodeColumn({ width: 1, text: '012' }, 2), null);
  assert.equal(decodeColumn({ width: 1, text: '0!' }, 2), null);
  assert.equal(decodeColumn({ width: 0, text: '' }, 0), null);
  assert.equal(decodeColumn(undefined, 0), null);
});

test('filtersFromData adds the price bands as a facet, each place in its band by price rank', () => {
  assert.deepEqual(facets.map((facet) => facet.key), ['brand', 'origin', 'price']);
  assert.equal(facets[2].label, 'Price');
  assert.equal(facets[2].labels.get('100-'), '¥100 and above');
  assert.deepEqual(Array.from(facets[2].valueOf), [2, 2, 1, 1]);
});

test('filtersFromData leaves out a price facet of one band, and refuses data that is not filters', () => {
  const one = filtersFromData({ ...data, price: { ...data.price, bands: [data.price.bands[0]] } }, 'Price');
  assert.deepEqual(one.facets.map((facet) => facet.key), ['brand', 'origin']);
  assert.equal(filtersFromData({ ...data, count: 5 }, 'Price'), null);
  assert.equal(filtersFromData({ goods: [] }, 'Price'), null);
  assert.equal(filtersFromData(null, 'Price'), null);
});

test('stateFromQuery keeps known values and sorts only', () => {
  const chosen = state('brand=Penfolds&brand=Nobody&price=0-100&sort=price');
  assert.deepEqual([...chosen.chosen.get('brand')], ['Penfolds']);
  assert.deepEqual([...chosen.chosen.get('price')], ['0-100']);
  assert.equal(chosen.sort, 'price');
  assert.equal(state('sort=constructor').sort, 'sales');
});

test('queryFromState gives back the query, and nothing for the plain page', () => {
  const query = 'brand=Penfolds&origin=Australia&sort=price-desc';
  assert.equal(queryFromState(state(query), facets), query);
  assert.equal(queryFromState(state(''), facets), '');
});

test('shownPlaces applies every facet, values within a facet as alternatives', () => {
  const chosen = state('brand=Penfolds&brand=Moutai&price=100-');
  assert.deepEqual(shownPlaces(filters, chosen), [0, 1]);
  assert.equal(chosenCount(chosen), 3);
  assert.deepEqual(shownPlaces(filters, state('origin=Australia')), [0, 2, 3]);
});

test('shownPlaces sorts by price either way and by rating, unrated last, ties in sales order', () => {
  assert.deepEqual(shownPlaces(filters, state('sort=price')), [2, 3, 0, 1]);
  assert.deepEqual(shownPlaces(filters, state('sort=price-desc')), [1, 0, 2, 3]);
  assert.deepEqual(shownPlaces(filters, state('sort=rating')), [2, 0, 3, 1]);
  assert.deepEqual(shownPlaces(filters, state('')), [0, 1, 2, 3]);
});

test('valueCounts counts each value with the other facets\' choices, not its own facet\'s', () => {
  const counts = valueCounts(filters, state('brand=Penfolds&price=0-100'));
  assert.deepEqual(counts.get('brand'), [1, 0]);
  assert.deepEqual(counts.get('origin'), [1, 0]);
  assert.deepEqual(counts.get('price'), [1, 1]);
  assert.deepEqual(valueCounts(filters, state('')).get('brand'), [2, 1]);
});

// The same places with an option of variants: a in 750 ml and 1.5 L, b none, c 750 ml, d 1.5 L and 3 L.
const withSizes = filtersFromData({
  ...data,
  facets: [...data.facets, {
    key: 'Size', label: 'Size', values: ['750 ml', '1.5 L', '3 L'], column: { width: 1, text: '1023' },
    sets: [[1, 2], [1], [2, 3]],
  }],
}, 'Price');
const sizeState = (query) => stateFromQuery(new URLSearchParams(query), withSizes.facets);

test('an option facet finds each goods item sold in a chosen value, by any of its variants', () => {
  assert.deepEqual(shownPlaces(withSizes, sizeState('Size=1.5 L')), [0, 3]);
  assert.deepEqual(shownPlaces(withSizes, sizeState('Size=750 ml&Size=3 L')), [0, 2, 3]);
  assert.deepEqual(shownPlaces(withSizes, sizeState('Size=1.5 L&origin=Australia&sort=price')), [3, 0]);
});

test('an option facet counts each goods item once under each value its variants have', () => {
  assert.deepEqual(valueCounts(withSizes, sizeState('')).get('Size'), [2, 2, 1]);
  assert.deepEqual(valueCounts(withSizes, sizeState('brand=Penfolds')).get('Size'), [2, 1, 0]);
  assert.deepEqual(valueCounts(withSizes, sizeState('Size=3 L')).get('brand'), [0, 0]);
  assert.deepEqual(valueCounts(withSizes, sizeState('Size=3 L')).get('origin'), [1, 0]);
});

test('filtersFromData refuses sets naming values that are not there', () => {
  const facet = { key: 'Size', label: 'Size', values: ['750 ml'], column: { width: 1, text: '1010' } };
  assert.equal(filtersFromData({ ...data, facets: [{ ...facet, sets: [[2]] }] }, 'Price'), null);
  assert.equal(filtersFromData({ ...data, facets: [{ ...facet, sets: [] }] }, 'Price'), null);
  assert.notEqual(filtersFromData({ ...data, facets: [{ ...facet, sets: [[1]] }] }, 'Price'), null);
});
