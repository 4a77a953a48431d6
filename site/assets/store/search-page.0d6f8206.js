/* The search page: results for `?q=` from the search index, as goods cards. */
<<<<<<<< HEAD:site/assets/store/search-page.f92764bf.js
import { goodsCard } from './cards.23323d96.js';
import { loadJSON, whenLoadFails } from './data.161631fa.js';
import { fill, formatPrice, grouped } from './format.8e27560b.js';
import { config, loadCatalogue, showNotice } from './page.8192d530.js';
import { indexFromData, search } from './search.ab27209b.js';
========
import { goodsCard } from './cards.js';
import { loadJSON, whenLoadFails } from './data.js';
import { fill, formatPrice, grouped } from './format.js';
import { config } from './page.js';
import { indexFromData, search } from './search.js';
>>>>>>>> 8ea5c4db (Search results carry their cart key and sold-out state (no catalogue load on the search page); browser tests for the cart's and filters' shards: add-to-cart fetches the manifest and one shard, a filtered category only the card shards of the cards it shows (and Show more), a blocked or truncated shard gives the notice):site/assets/store/search-page.0d6f8206.js

const shownAtMost = 60;

export function startSearchPage(page) {
  const strings = page.dataset;
  const status = page.querySelector('[data-search-status]');
  const results = page.querySelector('[data-search-results]');
  const more = page.querySelector('[data-search-more]');
  const indexURL = new URL(strings.searchIndex, location.href);
  let index = null;

  const query = new URLSearchParams(location.search).get('q') || '';
  for (const headerInput of document.querySelectorAll('.site-header input[name="q"]')) headerInput.value = query;

  function show() {
    results.replaceChildren();
    more.hidden = true;
    if (!query.trim()) {
      status.textContent = strings.strHint;
      return;
    }
    const found = search(index, query);
    if (found.length === 0) {
      status.textContent = fill(strings.strNoResults, { query: query.trim() });
      more.hidden = false;
    } else {
      status.textContent = fill(strings.strResults, { n: grouped(found.length), query: query.trim() });
      results.append(...found.slice(0, shownAtMost).map((entry) => goodsCard({ ...entry, price: formatPrice(entry.cents, config.pricePrefix) })));
    }
    performance.mark('cellar:search-results');
  }

  status.textContent = query.trim() ? strings.strLoading : strings.strHint;
  loadJSON(indexURL).then((data) => {
    index = indexFromData(data, indexURL);
    show();
  }, whenLoadFails(() => { status.textContent = strings.strFailed; }));
}
