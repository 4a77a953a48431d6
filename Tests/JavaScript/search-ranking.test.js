/* The ranking query set (Tests/search-ranking.json) against the committed sample shop's
 * search index in each market (site/data/search/, site/en/data/search/), read from disk. */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import test from 'node:test';
import { SearchIndex } from '../../Templates/assets/store/search.js';

const load = async (url) => JSON.parse(await readFile(new URL(url), 'utf8'));
const ranking = JSON.parse(await readFile(new URL('../search-ranking.json', import.meta.url), 'utf8'));
const indices = new Map();
for (const market of new Set(ranking.queries.map((query) => query.market))) {
  const manifestURL = new URL(`../../site/${market}data/search/manifest.json`, import.meta.url);
  indices.set(market, new SearchIndex({ ...(await load(manifestURL)), url: manifestURL }, load));
}

for (const { market, query, count, top, why } of ranking.queries) {
  test(`“${query}” in /${market} shows ${top.join(', ') || 'nothing'} first: ${why}`, async () => {
    const index = indices.get(market);
    const found = await index.find(query);
    assert.equal(found.length, count);
    const records = await index.records(found.slice(0, top.length));
    assert.deepEqual(records.map((record) => record.id), top);
  });
}
