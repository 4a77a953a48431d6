/* Sharded data files (`data/<kind>/`): a kind's manifest names its shards, each published
 * under a content-hashed name, so a page fetches only the shards it needs. The build's
 * `DataShardSet` describes the manifest. */
import { loadJSON } from './data.js';

/** The manifest at `url` (`{groups, settings, url}`), or a `LoadError`. */
export async function loadManifest(url, fetcher = fetch) {
  const data = await loadJSON(url, fetcher);
  return { groups: data.groups, settings: data.settings, url: new URL(url) };
}

/** The URL of shard `number` of `group`, or null when there is no such shard. */
export function shardURL(manifest, group, number) {
  const hashes = (manifest.groups[group] && manifest.groups[group].hashes) || '';
  if (!Number.isInteger(number) || number < 0 || number >= hashes.length / 8) return null;
  return new URL(group + '-' + number + '.' + hashes.slice(number * 8, number * 8 + 8) + '.json', manifest.url);
}

/** How many shards `group` has. */
export function shardCount(manifest, group) {
  const entry = manifest.groups[group];
  if (!entry) return 0;
  return entry.shardsPerIndex ? entry.count : entry.hashes.length / 8;
}

/**
 * The URL of shard `number` of `group`, or null when there is no such shard; for a group
 * whose hashes are in index shards (`shardsPerIndex`), after loading the index shard with
 * `load(url)` (which resolves to its parsed JSON or rejects with a `LoadError`).
 */
export async function findShardURL(manifest, group, number, load) {
  const entry = manifest.groups[group];
  if (!entry || !entry.shardsPerIndex) return shardURL(manifest, group, number);
  if (!Number.isInteger(number) || number < 0 || number >= entry.count) return null;
  const index = Math.floor(number / entry.shardsPerIndex);
  const indexURL = new URL(group + '-index-' + index + '.' + entry.index.slice(index * 8, index * 8 + 8) + '.json', manifest.url);
  const hashes = await load(indexURL.href);
  const at = (number % entry.shardsPerIndex) * 8;
  return new URL(group + '-' + number + '.' + hashes.slice(at, at + 8) + '.json', manifest.url);
}

/**
 * The number of the shard of `group` that holds `key`: the last whose key is not after it,
 * the keys being sorted (by UTF-16 code units, as JavaScript compares strings); -1 when
 * `key` comes before the first.
 */
export function shardFor(manifest, group, key) {
  const keys = manifest.groups[group].keys;
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keys[middle] <= key) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}
