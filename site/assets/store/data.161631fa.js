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

/** `data/catalogue.json` as a Map by goods id, URLs resolved against the data file's URL. */
export function catalogueFromData(data, dataURL) {
  const byID = new Map();
  for (const item of data.items) {
    byID.set(item.id, {
      id: item.id, title: item.title, price: item.price, cents: item.cents, stock: item.stock,
      url: new URL(item.url, dataURL).href,
      thumb: item.thumb ? new URL(item.thumb, dataURL).href : null,
    });
  }
  return byID;
}

/** Loads the catalogue once per page; after a failure the next call tries again. */
export function catalogueLoader(dataURL, fetcher = (url) => fetch(url)) {
  let loading = null;
  return function loadCatalogue() {
    if (!loading) {
      loading = loadJSON(dataURL, fetcher).then((data) => catalogueFromData(data, dataURL));
      loading.catch(() => { loading = null; });
    }
    return loading;
  };
}
