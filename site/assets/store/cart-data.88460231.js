/* The cart's data (`data/cart/`): today's price and stock of every goods item, in shards.
 * A goods item is in shard `key % count`: its cart key is the build's (on its add-to-cart
 * button, and saved with its cart line), the count is the manifest's, so adding to the cart
 * or opening it loads the manifest and the shards of the goods concerned (and the index
 * shards naming them), nothing more. */
import { lineKey } from './cart-store.7f59b2eb.js';
import { LoadError, loadJSON, onceEach, recordsFromData } from './data.acd57972.js';
import { findShardURL, loadManifest, shardCount } from './shards.151e7e85.js';

const group = 'goods';

/**
 * A loader of the cart's data from its manifest at `manifestURL`: given `{id, variant, key}`
 * references (`variant` only for a variant), it loads each shard they need once and gives a
 * Map by ``lineKey`` of `{id, variant, key, title, options, cents, stock, url, thumb}` (a
 * variant's row has its own price, stock and picture, and `options` naming it). A goods item
 * or variant that is not in its shard is gone; one without a key (a line saved before carts
 * had keys) is left out too.
 */
export function cartDataLoader(manifestURL, fetcher = (url) => fetch(url)) {
  const manifest = onceEach(() => loadManifest(manifestURL, fetcher).then((loaded) => {
    if (!loaded.groups || shardCount(loaded, group) < 1) throw new LoadError(manifestURL, 'no shards of goods');
    return loaded;
  }));
  const index = onceEach((url) => loadJSON(url, fetcher));
  const shard = onceEach((url) => loadJSON(url, fetcher).then((data) => {
    const byID = new Map();
    for (const record of recordsFromData(data, url)) {
      if (typeof record.variant !== 'string') delete record.variant;
      byID.set(lineKey(record), record);
    }
    return byID;
  }));
  return async function loadCartItems(refs) {
    const known = refs.filter((ref) => Number.isInteger(ref.key) && ref.key >= 0);
    const loaded = await manifest('manifest');
    const urlOf = new Map(await Promise.all(known.map(async (ref) =>
      [ref, (await findShardURL(loaded, group, ref.key % shardCount(loaded, group), index)).href])));
    const urls = Array.from(new Set(urlOf.values()));
    const shards = new Map(await Promise.all(urls.map((url) => shard(url).then((byID) => [url, byID]))));
    const items = new Map();
    for (const ref of known) {
      const record = shards.get(urlOf.get(ref)).get(lineKey(ref));
      if (record) items.set(lineKey(ref), { ...record, key: ref.key });
    }
    return items;
  };
}
