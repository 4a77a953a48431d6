/* The search page: results for `?q=` from the search index, as goods cards. */
import { goodsCard } from './cards.030da267.js';
import { loadJSON, whenLoadFails } from './data.acd57972.js';
import { fill, formatPrice, grouped } from './format.8e27560b.js';
import { config } from './page.0c86c555.js';
import { indexFromData, search } from './search.b151dba4.js';

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
