import assert from 'node:assert/strict';
import test from 'node:test';
import {
  chosenCount, countWith, facetsFromData, queryFromState, shownGoods, stateFromQuery,
} from '../../Templates/assets/store/filters.js';

const data = {
  facets: [
    { key: 'brand', label: 'Brand', values: [{ value: 'Penfolds', count: 2 }, { value: 'Moutai', count: 1 }] },
    { key: 'origin', label: 'Origin', values: [{ value: 'Australia', count: 2 }, { value: 'China', count: 1 }] },
  ],
  priceBands: [
    { id: '0-100', label: 'Under ¥100', low: 0, high: 10000, count: 1 },
    { id: '100-', label: '¥100 and above', low: 10000, high: null, count: 2 },
  ],
};
const goods = [
  { id: 'a', brand: 'Penfolds', origin: 'Australia', cents: 50000, rating: 4, position: 0 },
  { id: 'b', brand: 'Moutai', origin: 'China', cents: 150000, rating: null, position: 1 },
  { id: 'c', brand: 'Penfolds', origin: 'Australia', cents: 9000, rating: 4.5, position: 2 },
];
const facets = facetsFromData(data, 'Price');

test('facetsFromData adds the price bands as a facet labelled by band', () => {
  assert.deepEqual(facets.map((facet) => facet.key), ['brand', 'origin', 'price']);
  assert.equal(facets[2].label, 'Price');
  assert.equal(facets[2].labels.get('100-'), '¥100 and above');
});

test('facetsFromData leaves out a price facet of one band', () => {
  const one = facetsFromData({ ...data, priceBands: [data.priceBands[0]] }, 'Price');
  assert.deepEqual(one.map((facet) => facet.key), ['brand', 'origin']);
});

test('stateFromQuery keeps known values and sorts only', () => {
  const state = stateFromQuery(new URLSearchParams('brand=Penfolds&brand=Nobody&price=0-100&sort=price'), facets);
  assert.deepEqual([...state.chosen.get('brand')], ['Penfolds']);
  assert.deepEqual([...state.chosen.get('price')], ['0-100']);
  assert.equal(state.sort, 'price');
  assert.equal(stateFromQuery(new URLSearchParams('sort=constructor'), facets).sort, 'sales');
});

test('queryFromState gives back the query, and nothing for the plain page', () => {
  const query = 'brand=Penfolds&origin=Australia&sort=price-desc';
  assert.equal(queryFromState(stateFromQuery(new URLSearchParams(query), facets), facets), query);
  assert.equal(queryFromState(stateFromQuery(new URLSearchParams(''), facets), facets), '');
});

test('shownGoods applies every facet, values within a facet as alternatives', () => {
  const state = stateFromQuery(new URLSearchParams('brand=Penfolds&brand=Moutai&price=100-'), facets);
  assert.deepEqual(shownGoods(goods, state, facets).map((item) => item.id), ['a', 'b']);
  assert.equal(chosenCount(state), 3);
});

test('shownGoods sorts by price either way and by rating, unrated last', () => {
  const ids = (query) => shownGoods(goods, stateFromQuery(new URLSearchParams(query), facets), facets).map((item) => item.id);
  assert.deepEqual(ids('sort=price'), ['c', 'a', 'b']);
  assert.deepEqual(ids('sort=price-desc'), ['b', 'a', 'c']);
  assert.deepEqual(ids('sort=rating'), ['c', 'a', 'b']);
  assert.deepEqual(ids(''), ['a', 'b', 'c']);
});

test('countWith counts a value with the other facets\' choices, not its own facet\'s', () => {
  const state = stateFromQuery(new URLSearchParams('brand=Penfolds&price=0-100'), facets);
  const [brand, origin, price] = facets;
  assert.equal(countWith(goods, state, facets, brand, 'Moutai'), 0);
  assert.equal(countWith(goods, state, facets, brand, 'Penfolds'), 1);
  assert.equal(countWith(goods, state, facets, price, '100-'), 1);
  assert.equal(countWith(goods, state, facets, origin, 'Australia'), 1);
});
