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
  const hashes = manifest.groups[group] ? manifest.groups[group].hashes : '';
  if (!Number.isInteger(number) || number < 0 || number >= hashes.length / 8) return null;
  return new URL(group + '-' + number + '.' + hashes.slice(number * 8, number * 8 + 8) + '.json', manifest.url);
}

/** How many shards `group` has. */
export function shardCount(manifest, group) {
  return manifest.groups[group] ? manifest.groups[group].hashes.length / 8 : 0;
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
