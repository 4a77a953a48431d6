/* The ranking query set (Tests/search-ranking.json) against the committed sample shop's
 * search index (site/data/search/), read from disk. */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import test from 'node:test';
import { SearchIndex } from '../../Templates/assets/store/search.js';

const manifestURL = new URL('../../site/data/search/manifest.json', import.meta.url);
const load = async (url) => JSON.parse(await readFile(new URL(url), 'utf8'));
const ranking = JSON.parse(await readFile(new URL('../search-ranking.json', import.meta.url), 'utf8'));
const index = new SearchIndex({ ...(await load(manifestURL)), url: manifestURL }, load);

for (const { query, count, top, why } of ranking.queries) {
  test(`“${query}” shows ${top.join(', ') || 'nothing'} first: ${why}`, async () => {
    const found = await index.find(query);
    assert.equal(found.length, count);
    const records = await index.records(found.slice(0, top.length));
    assert.deepEqual(records.map((record) => record.id), top);
  });
}
