import assert from 'node:assert/strict';
import test from 'node:test';
import { LoadError } from '../../Templates/assets/store/data.js';
import { findShardURL, loadManifest, shardCount, shardFor, shardURL } from '../../Templates/assets/store/shards.js';

const manifestText = JSON.stringify({
  groups: { terms: { hashes: 'aaaa0000bbbb1111cccc2222', keys: ['', 'g', '白'] }, records: { hashes: 'dddd3333' } },
  settings: { size: 2 },
});
const answering = (status, body) => async () => ({ ok: status < 300, status, json: async () => JSON.parse(body) });

test('loadManifest reads the groups and settings and resolves shards against the manifest', async () => {
  const manifest = await loadManifest('https://shop.test/shop/data/x/manifest.json', answering(200, manifestText));
  assert.deepEqual(manifest.settings, { size: 2 });
  assert.equal(shardURL(manifest, 'terms', 1).href, 'https://shop.test/shop/data/x/terms-1.bbbb1111.json');
  assert.equal(shardURL(manifest, 'records', 0).href, 'https://shop.test/shop/data/x/records-0.dddd3333.json');
  assert.equal(shardURL(manifest, 'records', 1), null);
  assert.equal(shardURL(manifest, 'records', -1), null);
  assert.equal(shardURL(manifest, 'nothing', 0), null);
  assert.equal(shardCount(manifest, 'terms'), 3);
  assert.equal(shardCount(manifest, 'nothing'), 0);
});

test('shardFor finds the last shard whose key is not after the key', async () => {
  const manifest = await loadManifest('https://shop.test/data/x/manifest.json', answering(200, manifestText));
  assert.equal(shardFor(manifest, 'terms', 'apple'), 0);
  assert.equal(shardFor(manifest, 'terms', 'g'), 1);
  assert.equal(shardFor(manifest, 'terms', 'zebra'), 1);
  assert.equal(shardFor(manifest, 'terms', '白酒'), 2);
  assert.equal(shardFor(manifest, 'terms', '龙'), 2);
});

test('a manifest that cannot load is a LoadError', async () => {
  await assert.rejects(loadManifest('https://shop.test/data/x/manifest.json', answering(404, '')), LoadError);
  await assert.rejects(loadManifest('https://shop.test/data/x/manifest.json', answering(200, '{"gro')), LoadError);
});

test('findShardURL finds a shard of a group listed through index shards, loading each index shard as asked', async () => {
  const manifest = await loadManifest('https://shop.test/data/x/manifest.json', answering(200, JSON.stringify({
    groups: { terms: { hashes: 'aaaa0000' }, records: { count: 3, shardsPerIndex: 2, index: '11112222' + '33334444' } },
  })));
  const indexes = { 'records-index-0.11112222.json': 'aaaaaaaabbbbbbbb', 'records-index-1.33334444.json': 'cccccccc' };
  const asked = [];
  const load = async (url) => { asked.push(url.split('/').pop()); return indexes[url.split('/').pop()]; };
  assert.equal(shardCount(manifest, 'records'), 3);
  assert.equal((await findShardURL(manifest, 'records', 1, load)).href, 'https://shop.test/data/x/records-1.bbbbbbbb.json');
  assert.equal((await findShardURL(manifest, 'records', 2, load)).href, 'https://shop.test/data/x/records-2.cccccccc.json');
  assert.deepEqual(asked, ['records-index-0.11112222.json', 'records-index-1.33334444.json']);
  assert.equal(await findShardURL(manifest, 'records', 3, load), null);
  assert.equal(shardURL(manifest, 'records', 0), null, 'not listed in the manifest');
  assert.equal((await findShardURL(manifest, 'terms', 0, load)).href, 'https://shop.test/data/x/terms-0.aaaa0000.json');
  assert.equal(asked.length, 2);
});
