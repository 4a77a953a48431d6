import assert from 'node:assert/strict';
import test from 'node:test';
import {
  CartStore, addToCart, clamp, itemCount, lineKey, parseCart, reconcile, serializeCart,
} from '../../Templates/assets/store/cart-store.js';

// Today's goods as the cart's shards give them, with their cart keys.
const items = new Map([
  ['a', { id: 'a', key: 11, stock: 5, cents: 1000 }],
  ['b', { id: 'b', key: 12, stock: 0, cents: 2000 }],
  ['c', { id: 'c', key: 13, stock: 2, cents: 3000 }],
]);

test('clamp keeps a quantity between 1 and the stock', () => {
  assert.equal(clamp(3, 5), 3);
  assert.equal(clamp(9, 5), 5);
  assert.equal(clamp(0, 5), 1);
  assert.equal(clamp(Number('abc'), 5), 1);
  assert.equal(clamp(2.7, 5), 2);
});

test('parseCart reads a saved cart and defaults selection to on', () => {
  const { cart, wasReset } = parseCart('{"version":1,"lines":[{"id":"a","key":11,"quantity":2,"cents":1000},{"id":"c","quantity":"1","selected":false}]}');
  assert.equal(wasReset, false);
  assert.deepEqual(cart.lines, [
    { id: 'a', key: 11, quantity: 2, selected: true, cents: 1000 },
    { id: 'c', key: null, quantity: 1, selected: false, cents: null },
  ]);
});

test('parseCart reads a cart key that is not a whole number ≥ 0 as none', () => {
  const { cart } = parseCart('{"lines":[{"id":"a","key":-1,"quantity":1},{"id":"b","key":"7","quantity":1},{"id":"c","key":1.5,"quantity":1}]}');
  assert.deepEqual(cart.lines.map((line) => line.key), [null, null, null]);
});

test('parseCart treats nothing saved as an empty cart, not a reset', () => {
  assert.deepEqual(parseCart(null), { cart: { lines: [] }, wasReset: false });
});

test('parseCart resets anything that is not a cart', () => {
  for (const raw of ['{', '[]', '{"lines":{}}', '{"lines":[{"id":1,"quantity":1}]}',
    '{"lines":[{"id":"a","quantity":0}]}', '{"lines":[{"id":"a","quantity":1},{"id":"a","quantity":2}]}', 'null']) {
    assert.deepEqual(parseCart(raw), { cart: { lines: [] }, wasReset: true }, raw);
  }
});

test('serializeCart writes what parseCart reads back', () => {
  const cart = { lines: [{ id: 'a', key: 11, quantity: 2, selected: false, cents: 1000 }] };
  assert.deepEqual(parseCart(serializeCart(cart)).cart, cart);
});

test('reconcile drops gone and sold-out goods, clamps to the stock and takes new prices', () => {
  const cart = { lines: [
    { id: 'a', key: 11, quantity: 9, selected: true, cents: 900 },
    { id: 'b', key: 12, quantity: 1, selected: true, cents: 2000 },
    { id: 'gone', key: 14, quantity: 1, selected: true, cents: 100 },
  ] };
  assert.deepEqual(reconcile(cart, items), { removed: true, repriced: true });
  assert.deepEqual(cart.lines, [{ id: 'a', key: 11, quantity: 5, selected: true, cents: 1000 }]);
});

test('reconcile reports no change for an up-to-date cart, nor a price it never knew', () => {
  const cart = { lines: [{ id: 'a', quantity: 1, selected: true, cents: 1000 }, { id: 'c', quantity: 1, selected: true, cents: null }] };
  assert.deepEqual(reconcile(cart, items), { removed: false, repriced: false });
  assert.equal(cart.lines[1].cents, 3000);
});

test('addToCart adds a new line, selected, at today\'s price', () => {
  const cart = { lines: [] };
  assert.equal(addToCart(cart, items.get('a'), 2), 'added');
  assert.deepEqual(cart.lines, [{ id: 'a', key: 11, quantity: 2, selected: true, cents: 1000 }]);
});

test('addToCart adds to an existing line and stops at the stock', () => {
  const cart = { lines: [{ id: 'c', key: null, quantity: 1, selected: false, cents: 2500 }] };
  assert.equal(addToCart(cart, items.get('c'), 5), 'limited');
  assert.deepEqual(cart.lines, [{ id: 'c', key: 13, quantity: 2, selected: true, cents: 3000 }]);
});

test('addToCart adds nothing sold out or gone', () => {
  const cart = { lines: [] };
  assert.equal(addToCart(cart, items.get('b'), 1), 'sold-out');
  assert.equal(addToCart(cart, undefined, 1), 'sold-out');
  assert.deepEqual(cart.lines, []);
});

test('itemCount counts quantities', () => {
  const cart = { lines: [
    { id: 'a', quantity: 2, selected: true, cents: 1000 },
    { id: 'c', quantity: 3, selected: false, cents: 3000 },
  ] };
  assert.equal(itemCount(cart), 5);
});

function memoryStorage(initial = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => values.set(key, value), values };
}

test('CartStore empties an unreadable cart once and says so', () => {
  const storage = memoryStorage({ 'cellar:/:cart': 'not json' });
  const store = new CartStore(storage, 'cellar:/:cart');
  assert.deepEqual(store.read(), { lines: [] });
  assert.equal(store.wasReset, true);
  assert.equal(storage.values.get('cellar:/:cart'), '{"version":1,"lines":[]}');
});

test('CartStore keeps carts of two keys apart and survives a storage that throws', () => {
  const storage = memoryStorage();
  const shop = new CartStore(storage, 'cellar:/shop/:cart');
  const other = new CartStore(storage, 'cellar:/other/:cart');
  shop.write({ lines: [{ id: 'a', quantity: 1, selected: true, cents: 1000 }] });
  assert.equal(other.read().lines.length, 0);
  assert.equal(shop.read().lines.length, 1);
  const broken = { getItem() { throw new Error('denied'); }, setItem() { throw new Error('full'); } };
  const store = new CartStore(broken, 'k');
  assert.deepEqual(store.read(), { lines: [] });
  assert.doesNotThrow(() => store.write({ lines: [] }));
});

// Two variants of one wine, as the cart's data gives them (by lineKey), beside a goods item without.
const variantItems = new Map([
  [lineKey({ id: 'w', variant: '750' }), { id: 'w', variant: '750', key: 21, stock: 3, cents: 9800 }],
  [lineKey({ id: 'w', variant: '1500' }), { id: 'w', variant: '1500', key: 21, stock: 1, cents: 21000 }],
  [lineKey({ id: 'w', variant: 'gone' }), undefined],
  ['a', { id: 'a', key: 11, stock: 5, cents: 1000 }],
]);

test('lineKey tells variants of one goods item apart and keeps a plain line its id', () => {
  assert.equal(lineKey({ id: 'a' }), 'a');
  assert.equal(lineKey({ id: 'a', variant: undefined }), 'a');
  assert.notEqual(lineKey({ id: 'w', variant: '750' }), lineKey({ id: 'w', variant: '1500' }));
  assert.notEqual(lineKey({ id: 'w', variant: '750' }), lineKey({ id: 'w' }));
});

test('addToCart makes two variants of one goods item two lines, each limited by its own stock', () => {
  const cart = { lines: [] };
  assert.equal(addToCart(cart, variantItems.get(lineKey({ id: 'w', variant: '750' })), 2), 'added');
  assert.equal(addToCart(cart, variantItems.get(lineKey({ id: 'w', variant: '1500' })), 2), 'limited');
  assert.equal(addToCart(cart, variantItems.get(lineKey({ id: 'w', variant: '750' })), 2), 'limited');
  assert.deepEqual(cart.lines, [
    { id: 'w', variant: '750', key: 21, quantity: 3, selected: true, cents: 9800 },
    { id: 'w', variant: '1500', key: 21, quantity: 1, selected: true, cents: 21000 },
  ]);
});

test('addToCart adds no sold-out variant', () => {
  const cart = { lines: [] };
  assert.equal(addToCart(cart, { id: 'w', variant: '375', key: 21, stock: 0, cents: 5000 }, 1), 'sold-out');
  assert.deepEqual(cart.lines, []);
});

test('a saved cart keeps its variants, and one saved before variants keeps working', () => {
  const raw = '{"version":1,"lines":[{"id":"w","variant":"750","key":21,"quantity":1,"cents":9000},'
    + '{"id":"w","variant":"1500","key":21,"quantity":4,"cents":21000},{"id":"a","key":11,"quantity":1,"cents":1000}]}';
  const { cart, wasReset } = parseCart(raw);
  assert.equal(wasReset, false);
  assert.deepEqual(cart.lines.map(lineKey), [lineKey({ id: 'w', variant: '750' }), lineKey({ id: 'w', variant: '1500' }), 'a']);
  assert.deepEqual(parseCart(serializeCart(cart)).cart, cart);
  assert.deepEqual(reconcile(cart, variantItems), { removed: false, repriced: true });
  assert.deepEqual(cart.lines.map((line) => [line.quantity, line.cents]), [[1, 9800], [1, 21000], [1, 1000]]);
});

test('reconcile drops a variant that is gone or sold out, and parseCart refuses a variant twice', () => {
  const cart = { lines: [
    { id: 'w', variant: 'gone', key: 21, quantity: 1, selected: true, cents: 100 },
    { id: 'w', variant: '750', key: 21, quantity: 1, selected: true, cents: 9800 },
  ] };
  assert.deepEqual(reconcile(cart, variantItems), { removed: true, repriced: false });
  assert.deepEqual(cart.lines.map((line) => line.variant), ['750']);
  assert.equal(parseCart('{"lines":[{"id":"w","variant":"750","quantity":1},{"id":"w","variant":"750","quantity":2}]}').wasReset, true);
  assert.equal(parseCart('{"lines":[{"id":"w","variant":7,"quantity":1}]}').wasReset, true);
});
