/* Loading the JSON files the build writes into `data/`. A load that fails (network, HTTP
 * status, unreadable JSON) rejects with a `LoadError`; anything else is a programming error. */

/** A data file that could not be loaded; its message names the file and what went wrong. */
export class LoadError extends Error {
  constructor(url, problem) {
    super('Could not load ' + url + ': ' + problem);
    this.name = 'LoadError';
  }
}

/** The parsed JSON at `url`, or a `LoadError`. `fetcher` is `fetch`, or a stand-in in tests. */
export async function loadJSON(url, fetcher = fetch) {
  let response;
  try {
    response = await fetcher(url);
  } catch (error) {
    throw new LoadError(url, error.message);
  }
  if (!response.ok) throw new LoadError(url, 'HTTP ' + response.status);
  try {
    return await response.json();
  } catch (error) {
    throw new LoadError(url, 'not JSON (' + error.message + ')');
  }
}

/**
 * A handler for a failed load: shows the page's own notice through `show` and logs the
 * error. Any other error is thrown on, so a programming error is never taken for a failed load.
 */
export function whenLoadFails(show) {
  return (error) => {
    if (!(error instanceof LoadError)) throw error;
    console.error(error);
    show(error);
  };
}

/**
 * The rows of a data file, `{fields, rows}` (each row an array in the order of `fields`), as
 * objects by field name; `url` and `thumb` are resolved against the file's URL.
 */
export function recordsFromData(data, dataURL) {
  if (!data || !Array.isArray(data.fields) || !Array.isArray(data.rows)) throw new LoadError(dataURL, 'no rows');
  return data.rows.map((row) => {
    const record = {};
    data.fields.forEach((name, position) => { record[name] = row[position]; });
    if (record.url) record.url = new URL(record.url, dataURL).href;
    if ('thumb' in record) record.thumb = record.thumb ? new URL(record.thumb, dataURL).href : null;
    return record;
  });
}

/**
 * `load(key)` at most once per key, its promise kept; a load that fails is forgotten, so
 * asking again tries again.
 */
export function onceEach(load) {
  const loading = new Map();
  return (key) => {
    if (!loading.has(key)) {
      const promise = load(key);
      loading.set(key, promise);
      promise.catch(() => loading.delete(key));
    }
    return loading.get(key);
  };
}
