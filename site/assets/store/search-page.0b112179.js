/* The search page: results for `?q=` from the sharded search index, as goods cards, a page
 * of them at a time. It fetches the index's manifest, the terms shards the query's words
 * need and the records of the results it shows; nothing of the whole catalogue. */
import { goodsCard } from './cards.c6539e05.js';
import { loadJSON, whenLoadFails } from './data.acd57972.js';
import { counted, fill, grouped } from './format.bbba97e8.js';
import { priceText } from './page.c717efb6.js';
import { SearchIndex } from './search.f9c8fe10.js';
import { loadManifest } from './shards.151e7e85.js';

const pageSize = 24;

export function startSearchPage(page) {
  const strings = page.dataset;
  const status = page.querySelector('[data-search-status]');
  const results = page.querySelector('[data-search-results]');
  const more = page.querySelector('[data-search-more]');
  const next = page.querySelector('[data-search-next]');
  const manifestURL = new URL(strings.searchManifest, location.href);

  const query = new URLSearchParams(location.search).get('q') || '';
  for (const headerInput of document.querySelectorAll('.site-header input[name="q"]')) headerInput.value = query;
  if (!query.trim()) {
    status.textContent = strings.strHint;
    return;
  }
  status.textContent = strings.strLoading;
  const failed = whenLoadFails(() => {
    status.textContent = strings.strFailed;
    next.hidden = true;
  });

  let index = null;
  let found = [];
  async function showNextPage() {
    const positions = found.slice(results.children.length, results.children.length + pageSize);
    const records = await index.records(positions);
    results.append(...records.map((record) => goodsCard({
      ...record, price: record.price ?? priceText(record.cents), soldOut: !record.inStock,
    })));
    next.hidden = results.children.length >= found.length;
  }

  next.addEventListener('click', () => {
    next.disabled = true;
    showNextPage().catch(failed).finally(() => { next.disabled = false; });
  });

  loadManifest(manifestURL).then(async (manifest) => {
    index = new SearchIndex(manifest, loadJSON);
    found = await index.find(query);
    if (found.length === 0) {
      status.textContent = fill(strings.strNoResults, { query: query.trim() });
      more.hidden = false;
    } else {
      await showNextPage();
      status.textContent = counted(strings.strResults, found.length, { n: grouped(found.length), query: query.trim() }, document.documentElement.lang);
    }
    performance.mark('cellar:search-results');
  }).catch(failed);
}
