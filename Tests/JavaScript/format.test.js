import assert from 'node:assert/strict';
import test from 'node:test';
import { counted, fill, formatPrice, grouped, starStates, titleWithOptions } from '../../Templates/assets/store/format.js';

test('fill puts values in a pattern and leaves unknown placeholders', () => {
  assert.equal(fill('{n} results for “{query}”', { n: 3, query: 'gin' }), '3 results for “gin”');
  assert.equal(fill('Rated {n} of {max}', { n: '4.5' }), 'Rated 4.5 of {max}');
});

test('grouped puts a comma between each three digits', () => {
  assert.equal(grouped(999), '999');
  assert.equal(grouped(1000), '1,000');
  assert.equal(grouped(1234567), '1,234,567');
});

test('formatPrice writes cents as the site writes prices', () => {
  assert.equal(formatPrice(129900, '¥'), '¥1,299.00');
  assert.equal(formatPrice(5, '¥'), '¥0.05');
  assert.equal(formatPrice(-1050, '$'), '-$10.50');
  assert.equal(formatPrice(100, undefined), '1.00');
});

test('starStates rounds to the nearest half star, as StarRatingViewModel does', () => {
  assert.deepEqual(starStates(4.74), { value: '4.7', kinds: ['full', 'full', 'full', 'full', 'half'] });
  assert.deepEqual(starStates(4.76).kinds, ['full', 'full', 'full', 'full', 'full']);
  assert.deepEqual(starStates(0.2).kinds, ['empty', 'empty', 'empty', 'empty', 'empty']);
  assert.deepEqual(starStates(2.5).kinds, ['full', 'full', 'half', 'empty', 'empty']);
});

test('starStates clamps ratings to 0…5 and has none without a rating', () => {
  assert.equal(starStates(7).value, '5.0');
  assert.equal(starStates(-1).value, '0.0');
  assert.equal(starStates(null), null);
  assert.equal(starStates(undefined), null);
});

test('titleWithOptions names a variant after its goods item\'s title', () => {
  assert.equal(titleWithOptions({ title: 'Château X', options: 'Size: 1.5 L · Vintage: 2018' }), 'Château X (Size: 1.5 L · Vintage: 2018)');
  assert.equal(titleWithOptions({ title: 'Gin', options: null }), 'Gin');
  assert.equal(titleWithOptions({ title: 'Gin' }), 'Gin');
});

test('counted takes the form of a plural text the count needs in the language, by CLDR', () => {
  const items = '{"one":"{n} item in the cart","other":"{n} items in the cart"}';
  assert.equal(counted(items, 1, { n: 1 }, 'en'), '1 item in the cart');
  assert.equal(counted(items, 0, { n: 0 }, 'en'), '0 items in the cart');
  assert.equal(counted(items, 2, { n: 2 }, 'en-US'), '2 items in the cart');
  const russian = '{"one":"{n} товар","few":"{n} товара","many":"{n} товаров","other":"{n} товара"}';
  assert.deepEqual([1, 3, 5, 21, 22].map((n) => counted(russian, n, { n }, 'ru')), ['1 товар', '3 товара', '5 товаров', '21 товар', '22 товара']);
  assert.equal(counted('{"one":"{n} item","other":"{n} items"}', 1, { n: 1 }, 'fr-x-unknown-form'), '1 item');
  assert.equal(counted('购物车中有 {n} 件商品', 1, { n: 1 }, 'zh-CN'), '购物车中有 1 件商品');
});
