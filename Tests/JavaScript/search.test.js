import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import test from 'node:test';
import { LoadError, loadJSON } from '../../Templates/assets/store/data.js';
import { decodePostings, fold, lookups, SearchIndex, tokens } from '../../Templates/assets/store/search.js';

const cases = JSON.parse(readFileSync(new URL('../search-cases.json', import.meta.url), 'utf8'));

test('fold lowers case and removes accents and width variants', () => {
  assert.equal(fold('Château Margaux'), 'chateau margaux');
  assert.equal(fold('ＡＢｃ'), 'abc');
  assert.equal(fold(null), '');
});

test('tokens split and fold text as the build does (the shared cases)', () => {
  for (const example of cases.tokens) {
    const found = tokens(example.text);
    assert.deepEqual(found.map((token) => token.text), example.tokens, example.text);
    assert.deepEqual(found.map((token) => token.isHan), example.tokens.map((text) => /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/.test(text)));
  }
});

test('decodePostings reads what the build writes (the shared cases)', () => {
  for (const example of cases.postings) assert.deepEqual(decodePostings(example.text), example.postings, example.text);
});

test('lookups: prefixes for words, one Latin letter whole, Chinese by bigrams or as a prefix', () => {
  assert.deepEqual(lookups({ text: 'chat', isHan: false }), [{ term: 'chat', prefix: true }]);
  assert.deepEqual(lookups({ text: 'x', isHan: false }), [{ term: 'x', prefix: false }]);
  assert.deepEqual(lookups({ text: '酒', isHan: true }), [{ term: '酒', prefix: true }]);
  assert.deepEqual(lookups({ text: '飞天酱', isHan: true }), [{ term: '飞天', prefix: false }, { term: '天酱', prefix: false }]);
});

/* A small index as the build would write it: goods by position 0 "Penfolds Grange" (brand
 * Penfolds, Wine), 1 "Old Vine Shiraz" (brand Penfolds, Wine), 2 "茅台飞天" (白酒), 3 "Château
 * Gin" (Spirits). Postings: position * 4 + place (0 brand/category, 1 title, 2 title start). */
const postings = (...values) => values.map((value, index) => value - (index ? values[index - 1] : 0))
  .map((delta) => '0123456789abcdefghijklmnopqrstuv'[delta]).join('');
const files = {
  'terms-0.00000000.json': { chateau: postings(3 * 4 + 2), gin: postings(3 * 4 + 1), grange: postings(0 * 4 + 1) },
  'terms-1.11111111.json': { old: postings(1 * 4 + 2), penfolds: postings(0 * 4 + 2, 1 * 4 + 0), shiraz: postings(1 * 4 + 1) },
  'terms-2.22222222.json': { spirits: postings(3 * 4), vine: postings(1 * 4 + 1), wine: postings(0, 1 * 4) },
  'terms-3.33333333.json': { 台飞: postings(2 * 4 + 1), 天: postings(2 * 4 + 1), 白酒: postings(2 * 4), 茅台: postings(2 * 4 + 2), 酒: postings(2 * 4), 飞天: postings(2 * 4 + 1) },
  'records-0.44444444.json': [
    ['g1', 'Penfolds Grange', 'Penfolds', 90000, '4.5', '../../goods/g1/', '../../media/g1.jpg', 1],
    ['g2', 'Old Vine Shiraz', 'Penfolds', 12000, null, '../../goods/g2/', null, 0],
  ],
  'records-1.55555555.json': [
    ['g3', '茅台飞天', null, 150000, null, '../../goods/g3/', null, 1],
    ['g4', 'Château Gin', null, 5000, '3.0', '../../goods/g4/', null, 1],
  ],
};
const manifest = {
  groups: { terms: { hashes: '00000000111111112222222233333333', keys: ['chateau', 'old', 'spirits', '台飞'] },
    records: { hashes: '4444444455555555' } },
  settings: { recordsPerShard: 2, recordFields: ['id', 'title', 'brand', 'cents', 'rating', 'url', 'thumb', 'inStock'] },
  url: new URL('https://shop.test/shop/data/search/manifest.json'),
};
/** A fetch over `files` that records what was asked; `broken` names files that fail. */
function server(broken = {}) {
  const asked = [];
  const fetcher = async (url) => {
    const name = new URL(url).pathname.split('/').pop();
    asked.push(name);
    if (broken[name] === 404 || !(name in files)) return { ok: false, status: 404, json: async () => ({}) };
    const body = broken[name] === 'truncated' ? JSON.stringify(files[name]).slice(0, 10) : JSON.stringify(files[name]);
    return { ok: true, status: 200, json: async () => JSON.parse(body) };
  };
  return { asked, load: (url) => loadJSON(url, fetcher) };
}

test('find needs every word in the title, brand or category, title matches first', async () => {
  const index = new SearchIndex(manifest, server().load);
  assert.deepEqual(await index.find('penfolds'), [0, 1]);
  assert.deepEqual(await index.find('penfolds wine'), [0, 1]);
  assert.deepEqual(await index.find('shiraz penfolds'), [1]);
  assert.deepEqual(await index.find('gin spirits'), [3]);
  assert.deepEqual(await index.find('gin wine'), []);
  assert.deepEqual(await index.find('CHÂTEAU'), [3]);
  assert.deepEqual(await index.find('chat'), [3], 'a word finds the terms it starts');
  assert.deepEqual(await index.find('wine vine'), [1], 'vine in the title outranks the brand-only match');
});

test('goods matching only by brand or category keep best-selling order', async () => {
  const index = new SearchIndex(manifest, server().load);
  assert.deepEqual(await index.find('wine'), [0, 1]);
  assert.deepEqual(await index.find('old wine'), [1]);
});

test('Chinese words are found by their bigrams and by one character', async () => {
  const index = new SearchIndex(manifest, server().load);
  assert.deepEqual(await index.find('茅台飞天'), [2]);
  assert.deepEqual(await index.find('茅台天飞'), [], 'every bigram must be there');
  assert.deepEqual(await index.find('天'), [2]);
  assert.deepEqual(await index.find('酒'), [2]);
  assert.deepEqual(await index.find('白酒'), [2]);
});

test('a search fetches only the terms shards of its words, and records only of the results shown', async () => {
  const { asked, load } = server();
  const index = new SearchIndex(manifest, load);
  const found = await index.find('shiraz');
  assert.deepEqual(asked, ['terms-1.11111111.json']);
  const records = await index.records(found);
  assert.deepEqual(asked, ['terms-1.11111111.json', 'records-0.44444444.json']);
  assert.deepEqual(records, [{
    id: 'g2', title: 'Old Vine Shiraz', brand: 'Penfolds', cents: 12000, rating: null,
    url: 'https://shop.test/shop/goods/g2/', thumb: null, inStock: false,
  }]);
  const [grange] = await index.records([0]);
  assert.equal(grange.thumb, 'https://shop.test/shop/media/g1.jpg');
  assert.equal(grange.inStock, true);
  await index.find('shiraz old');
  assert.equal(asked.filter((name) => name === 'terms-1.11111111.json').length, 1, 'a shard is fetched once');
});

test('a prefix spanning shards fetches each of them; a whole term, its one shard', async () => {
  const { asked, load } = server();
  const index = new SearchIndex(manifest, load);
  assert.deepEqual(await index.find('sp'), [3]);
  assert.deepEqual(asked.sort(), ['terms-1.11111111.json', 'terms-2.22222222.json'], '"sp…" may start in the shard before "spirits"');
  asked.length = 0;
  assert.deepEqual(await index.find('x'), []);
  assert.deepEqual(await index.find('a'), [], 'before the first key: no shard');
  assert.deepEqual(asked, []);
});

test('a shard that is missing, truncated or gone after a redeploy rejects with a LoadError, and is tried again', async () => {
  for (const [name, fault] of [['terms-1.11111111.json', 404], ['terms-1.11111111.json', 'truncated'], ['records-0.44444444.json', 404]]) {
    const broken = server({ [name]: fault });
    const index = new SearchIndex(manifest, broken.load);
    await assert.rejects(index.find('penfolds').then((found) => index.records(found)), LoadError);
  }
  const stale = { ...manifest, groups: { ...manifest.groups, terms: { ...manifest.groups.terms, hashes: '0000000099999999' + '2'.repeat(8) + '3'.repeat(8) } } };
  const { asked, load } = server();
  await assert.rejects(new SearchIndex(stale, load).find('old'), LoadError);
  assert.deepEqual(asked, ['terms-1.99999999.json']);
});

test('long, regular-expression, punctuation-only and blank queries are harmless', async () => {
  const { asked, load } = server();
  const index = new SearchIndex(manifest, load);
  for (const query of ['', '   ', '.*+?^${}()|[]\\', '!!! ，、。', '🍷🍷', '<img src=x onerror=alert(1)>']) {
    assert.deepEqual(await index.find(query), [], query);
  }
  assert.deepEqual(await index.find('x'.repeat(1000)), []);
  assert.deepEqual(await index.find('penfolds '.repeat(120)), [0, 1]);
  assert.deepEqual(await index.find('(penfolds)'), [0, 1]);
  assert.ok(asked.length <= 4, 'no shard more than once');
});
