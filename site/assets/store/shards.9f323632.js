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
  const files = manifest.groups[group] ? manifest.groups[group].files : [];
  return number >= 0 && number < files.length ? new URL(files[number], manifest.url) : null;
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
