import assert from 'node:assert/strict';
import test from 'node:test';
import { contains, fold, indexFromData, search, searchTerms } from '../../Templates/assets/store/search.js';

test('fold lowers case and removes accents and width variants', () => {
  assert.equal(fold('Château Margaux'), 'chateau margaux');
  assert.equal(fold('ＡＢｃ'), 'abc');
  assert.equal(fold(null), '');
});

test('searchTerms splits on spaces and Chinese and Latin commas', () => {
  assert.deepEqual(searchTerms('  Penfolds,Grange，红酒、 干红 '), ['penfolds', 'grange', '红酒', '干红']);
  assert.deepEqual(searchTerms(' , '), []);
});

test('contains matches substrings, and Chinese terms of three or more by their bigrams', () => {
  assert.equal(contains('penfolds grange', 'grange'), true);
  assert.equal(contains('茅台飞天酱香型', '飞天酱香'), true);
  assert.equal(contains('茅台飞天酱香型', '飞天型'), false);
  assert.equal(contains('飞天 茅台', '飞茅'), false);
  assert.equal(contains('abc def', 'abd'), false);
});

const data = {
  categories: ['Wine', 'Spirits'],
  fields: ['id', 'title', 'brand', 'category', 'cents', 'rating', 'url', 'thumb'],
  goods: [
    ['g1', 'Old Vine Shiraz', 'Penfolds', 0, 12000, 4.5, '../goods/g1/', null],
    ['g2', 'Penfolds Grange', 'Penfolds', 0, 90000, null, '../goods/g2/', '../media/g2.jpg'],
    ['g3', 'Château Gin', null, 1, 5000, 3, '../goods/g3/', null],
  ],
};
const index = indexFromData(data, 'https://shop.test/shop/data/search.json');

test('indexFromData reads rows by field name and resolves URLs against the index', () => {
  assert.equal(index[1].url, 'https://shop.test/shop/goods/g2/');
  assert.equal(index[1].thumb, 'https://shop.test/shop/media/g2.jpg');
  assert.equal(index[0].thumb, null);
  assert.equal(index[2].otherKey, ' spirits');
  assert.equal(index[2].titleKey, 'chateau gin');
});

test('search needs every word in the title, brand or category', () => {
  assert.deepEqual(search(index, 'penfolds wine').map((entry) => entry.id), ['g2', 'g1']);
  assert.deepEqual(search(index, 'gin spirits').map((entry) => entry.id), ['g3']);
  assert.deepEqual(search(index, 'gin wine'), []);
  assert.deepEqual(search(index, '   '), []);
});

test('search ranks title matches first, then titles starting with the first word', () => {
  assert.deepEqual(search(index, 'penfolds').map((entry) => entry.id), ['g2', 'g1']);
  assert.deepEqual(search(index, 'chateau').map((entry) => entry.id), ['g3']);
});
