import assert from 'node:assert/strict';
import test from 'node:test';
import { cartDataLoader } from '../../Templates/assets/store/cart-data.js';
import { lineKey } from '../../Templates/assets/store/cart-store.js';
import { LoadError } from '../../Templates/assets/store/data.js';

const manifestURL = 'https://shop.test/data/cart/manifest.json';

/**
 * The cart's data of `count` shards as a fake server's files, as the build writes them: the
 * shards' hashes in index shards of two (`goods-index-<k>.iiiiiii<k>.json`).
 */
function cartServer(count, goods) {
  const files = new Map();
  let hashes = '';
  for (let shard = 0; shard < count; shard++) {
    const hash = String(shard).padStart(8, 'a');
    hashes += hash;
    const rows = goods.filter((item) => item.key % count === shard)
      .map((item) => [item.id, item.title, item.cents, item.stock, '../../goods/' + item.id + '/', null]);
    files.set('https://shop.test/data/cart/goods-' + shard + '.' + hash + '.json',
      { fields: ['id', 'title', 'cents', 'stock', 'url', 'thumb'], rows: rows });
  }
  let index = '';
  for (let number = 0; number * 2 < count; number++) {
    const hash = String(number).padStart(8, 'i');
    index += hash;
    files.set('https://shop.test/data/cart/goods-index-' + number + '.' + hash + '.json', hashes.slice(number * 16, number * 16 + 16));
  }
  files.set(manifestURL, { groups: { goods: { count: count, shardsPerIndex: 2, index: index } }, settings: null });
  const asked = [];
  const fetcher = async (url) => {
    asked.push(String(url));
    const body = files.get(String(url));
    return { ok: body !== undefined, status: body ? 200 : 404, json: async () => body };
  };
  return { files, asked, fetcher };
}

const goods = [
  { id: 'g5', key: 5, title: 'Gin', cents: 5000, stock: 3 },
  { id: 'g6', key: 6, title: 'Rum', cents: 700, stock: 0 },
  { id: 'g9', key: 9, title: 'Ale', cents: 300, stock: 8 },
];

test('the manifest and only the shards of the goods asked for (and their index shards) are loaded, each once', async () => {
  const server = cartServer(4, goods);
  const load = cartDataLoader(manifestURL, server.fetcher);
  const items = await load([{ id: 'g5', key: 5 }, { id: 'g9', key: 9 }]);
  assert.deepEqual(server.asked, [manifestURL, 'https://shop.test/data/cart/goods-index-0.iiiiiii0.json',
    'https://shop.test/data/cart/goods-1.aaaaaaa1.json']);
  assert.deepEqual(items.get('g5'), { id: 'g5', key: 5, title: 'Gin', cents: 5000, stock: 3, url: 'https://shop.test/goods/g5/', thumb: null });
  assert.equal(items.get('g9').stock, 8);
  const again = await load([{ id: 'g6', key: 6 }, { id: 'g5', key: 5 }]);
  assert.deepEqual(server.asked.slice(3), ['https://shop.test/data/cart/goods-index-1.iiiiiii1.json',
    'https://shop.test/data/cart/goods-2.aaaaaaa2.json']);
  assert.equal(again.get('g6').stock, 0);
});

test('goods that are gone from their shard, or without a key, are left out', async () => {
  const server = cartServer(4, goods);
  const items = await cartDataLoader(manifestURL, server.fetcher)([{ id: 'gone', key: 5 }, { id: 'g5', key: null }, { id: 'g9', key: 13 }]);
  assert.deepEqual(Array.from(items.keys()), ['g9']);
});

test('a missing or truncated shard, index shard or manifest is a LoadError, and the next call tries again', async () => {
  const server = cartServer(4, goods);
  const load = cartDataLoader(manifestURL, server.fetcher);
  // A shard, then an index shard (of a shard not loaded yet): each gone, then back.
  for (const [file, item] of [['goods-1.aaaaaaa1.json', goods[0]], ['goods-index-1.iiiiiii1.json', goods[1]]]) {
    const url = 'https://shop.test/data/cart/' + file;
    const body = server.files.get(url);
    server.files.delete(url);
    const ref = { id: item.id, key: item.key };
    await assert.rejects(load([ref]), (error) => error instanceof LoadError && error.message.endsWith(file + ': HTTP 404'));
    server.files.set(url, body);
    assert.equal((await load([ref])).get(item.id).stock, item.stock);
  }

  const truncated = cartServer(4, goods);
  const text = '{"groups":{"goods":{"hash';
  const fetcher = async (url) => (String(url) === manifestURL
    ? { ok: true, status: 200, json: async () => JSON.parse(text) } : truncated.fetcher(url));
  await assert.rejects(cartDataLoader(manifestURL, fetcher)([{ id: 'g5', key: 5 }]), LoadError);
  const empty = cartServer(4, goods);
  empty.files.set(manifestURL, { groups: {}, settings: null });
  await assert.rejects(cartDataLoader(manifestURL, empty.fetcher)([{ id: 'g5', key: 5 }]), LoadError);
});

test('a variant is found by its goods item and its id, each with its own price and stock', async () => {
  const files = new Map([
    [manifestURL, { groups: { goods: { count: 1, shardsPerIndex: 2, index: 'iiiiiii0' } }, settings: null }],
    ['https://shop.test/data/cart/goods-index-0.iiiiiii0.json', 'aaaaaaa0'],
    ['https://shop.test/data/cart/goods-0.aaaaaaa0.json', {
      fields: ['id', 'title', 'cents', 'stock', 'url', 'thumb', 'variant', 'options'],
      rows: [
        ['w', 'Wine', 9800, 3, '../../goods/w/?variant=750', null, '750', 'Size: 750 ml'],
        ['w', 'Wine', 21000, 0, '../../goods/w/?variant=1500', null, '1500', 'Size: 1.5 L'],
        ['g', 'Gin', 5000, 2, '../../goods/g/', null, null, null],
      ],
    }],
  ]);
  const fetcher = async (url) => ({ ok: files.has(String(url)), status: 200, json: async () => files.get(String(url)) });
  const items = await cartDataLoader(manifestURL, fetcher)([
    { id: 'w', variant: '1500', key: 0 }, { id: 'w', variant: '750', key: 0 }, { id: 'g', key: 0 }, { id: 'w', key: 0 },
    { id: 'w', variant: 'gone', key: 0 },
  ]);
  assert.deepEqual([...items.keys()], [lineKey({ id: 'w', variant: '1500' }), lineKey({ id: 'w', variant: '750' }), 'g']);
  assert.deepEqual(items.get(lineKey({ id: 'w', variant: '1500' })), {
    id: 'w', variant: '1500', key: 0, title: 'Wine', cents: 21000, stock: 0, url: 'https://shop.test/goods/w/?variant=1500',
    thumb: null, options: 'Size: 1.5 L',
  });
  assert.equal(items.get('g').variant, undefined);
});
