/* The category page's filter panel: a sort menu and a checkbox per facet value, with
 * counts; the grid, count and pagination follow the choice, which the URL keeps. Filtering
 * and counting need only the category's compact data; the cards shown are loaded a page at
 * a time, from the files of cards that hold them. */
import { goodsCard } from './cards.c6539e05.js';
import { LoadError, loadJSON, onceEach, recordsFromData, whenLoadFails } from './data.acd57972.js';
import {
  chosenCount, filtersFromData, queryFromState, shownPlaces, stateFromQuery, valueCounts,
} from './filters.ffb8df35.js';
import { counted, grouped } from './format.bbba97e8.js';
import { element } from './page.c717efb6.js';
import { loadManifest, shardURL } from './shards.151e7e85.js';

function sortMenu(strings, sort) {
  const label = element('label', 'filters__sort');
  label.appendChild(element('span', null, strings.strSort));
  const select = element('select');
  select.name = 'sort';
  for (const [value, text] of [['sales', strings.strSortSales], ['price', strings.strSortPrice],
    ['price-desc', strings.strSortPriceDesc], ['rating', strings.strSortRating]]) {
    const option = element('option', null, text);
    option.value = value;
    select.appendChild(option);
  }
  select.value = sort;
  label.appendChild(select);
  return { label, select };
}

/** One fieldset per facet; `onChange(facet, value, checked)` when a box changes. */
function facetGroups(facets, state, onChange) {
  const groups = element('div', 'filters__groups');
  const boxes = [];
  facets.forEach((facet, facetIndex) => {
    const fieldset = element('fieldset', 'filters__group');
    fieldset.appendChild(element('legend', null, facet.label));
    facet.values.forEach((value, valueIndex) => {
      const option = element('div', 'filters__option');
      const box = element('input');
      box.type = 'checkbox';
      box.id = 'filter-' + facetIndex + '-' + valueIndex;
      box.name = facet.key;
      box.value = value;
      box.checked = state.chosen.get(facet.key).has(value);
      const label = element('label');
      label.htmlFor = box.id;
      label.appendChild(element('span', 'filters__value', facet.labels ? facet.labels.get(value) : value));
      const count = element('span', 'filters__count');
      label.appendChild(count);
      option.append(box, label);
      fieldset.appendChild(option);
      boxes.push({ facet, valueIndex, box, count, option });
      box.addEventListener('change', () => onChange(facet, value, box.checked));
    });
    groups.appendChild(fieldset);
  });
  return { groups, boxes };
}

/**
 * The cards at places of the category, from the manifest's `cards` shards (shard k holds the
 * places from k × `perShard`), each shard loaded once, when a card in it is first shown.
 */
function cardLoader(manifest, perShard) {
  const shard = onceEach((number) => {
    const url = shardURL(manifest, 'cards', number);
    if (!url) return Promise.reject(new LoadError(manifest.url, 'no shard of cards ' + number));
    return loadJSON(url).then((data) => recordsFromData(data, url));
  });
  return async (places) => {
    const numbers = Array.from(new Set(places.map((place) => Math.floor(place / perShard))));
    const loaded = new Map(await Promise.all(numbers.map((number) => shard(number).then((records) => [number, records]))));
    return places.map((place) => {
      const card = loaded.get(Math.floor(place / perShard))[place % perShard];
      if (!card) throw new LoadError(shardURL(manifest, 'cards', Math.floor(place / perShard)), 'no card at place ' + place);
      return card;
    });
  };
}

export function startFilters(panel) {
  const manifestURL = new URL(panel.dataset.filters, location.href);
  const grid = document.querySelector('[data-filter-grid]');
  const count = document.querySelector('[data-filter-count]');
  const pagination = document.querySelector('[data-filter-pagination]');
  if (!grid || !count) return;
  const originalCards = Array.from(grid.children);
  const originalCount = count.textContent;
  const strings = panel.dataset;
  const more = element('button', 'filters__more button button--quiet', strings.strMore);
  more.type = 'button';
  more.hidden = true;
  grid.after(more);

  function showPlainPage() {
    grid.replaceChildren(...originalCards);
    count.textContent = originalCount;
    if (pagination) pagination.hidden = false;
    more.hidden = true;
  }

  const failed = whenLoadFails(() => {
    showPlainPage();
    panel.replaceChildren(element('p', 'notice', strings.strFailed));
  });

  loadManifest(manifestURL).then((manifest) => {
    const facetsURL = manifest.groups && shardURL(manifest, 'facets', 0);
    if (!facetsURL) throw new LoadError(manifestURL, 'no facets');
    return loadJSON(facetsURL).then((data) => [manifest, facetsURL, data]);
  }).then(([manifest, facetsURL, data]) => {
    const filters = filtersFromData(data, strings.strPrice);
    if (!filters || !Number.isInteger(data.pageSize) || !Number.isInteger(data.cardsPerShard) || data.cardsPerShard < 1) {
      throw new LoadError(facetsURL, 'not category filters');
    }
    const cardsAt = cardLoader(manifest, data.cardsPerShard);
    const facets = filters.facets;
    const state = stateFromQuery(new URLSearchParams(location.search), facets);
    const sort = sortMenu(strings, state.sort);
    const clear = element('button', 'filters__clear button button--quiet', strings.strClear);
    clear.type = 'button';
    const bar = element('div', 'filters__bar');
    bar.append(sort.label, clear);
    const details = element('details', 'filters__panel');
    const summary = element('summary', 'filters__summary', strings.strFilters);
    const { groups, boxes } = facetGroups(facets, state, (facet, value, checked) => {
      const chosen = state.chosen.get(facet.key);
      if (checked) chosen.add(value); else chosen.delete(value);
      apply(true);
    });
    details.append(summary, groups);
    panel.append(bar, details);
    if (chosenCount(state) > 0 || window.matchMedia('(min-width: 1000px)').matches) details.open = true;

    sort.select.addEventListener('change', () => {
      state.sort = sort.select.value;
      apply(true);
    });
    clear.addEventListener('click', () => {
      for (const set of state.chosen.values()) set.clear();
      for (const entry of boxes) entry.box.checked = false;
      state.sort = 'sales';
      sort.select.value = 'sales';
      apply(true);
    });

    // The places shown, in order, and how many of them have cards drawn; a newer choice
    // makes the cards still loading for an older one be dropped. Pages of cards are drawn in
    // turn, so a second "Show more" cannot overtake the first.
    let shown = [];
    let drawn = 0;
    let choice = 0;
    let drawing = Promise.resolve();

    function drawMore(replacing) {
      const current = choice;
      const places = shown.slice(drawn, drawn + data.pageSize);
      drawn += places.length;
      more.hidden = drawn >= shown.length;
      const cards = cardsAt(places);
      drawing = drawing.then(() => cards).then((loaded) => {
        if (current !== choice) return;
        const drawnCards = loaded.map(goodsCard);
        if (replacing) grid.replaceChildren(...drawnCards); else grid.append(...drawnCards);
      }).catch(failed);
    }

    more.addEventListener('click', () => drawMore(false));

    function apply(updateURL) {
      choice++;
      const chosen = chosenCount(state);
      const changed = chosen > 0 || state.sort !== 'sales';
      const counts = valueCounts(filters, state);
      for (const entry of boxes) {
        const n = counts.get(entry.facet.key)[entry.valueIndex];
        entry.count.textContent = '(' + grouped(n) + ')';
        entry.option.classList.toggle('filters__option--none', n === 0 && !entry.box.checked);
      }
      summary.textContent = strings.strFilters + (chosen > 0 ? ' (' + chosen + ')' : '');
      clear.hidden = !changed;
      if (updateURL) {
        const query = queryFromState(state, facets);
        history.replaceState(null, '', location.pathname + (query ? '?' + query : '') + location.hash);
      }
      if (!changed) {
        showPlainPage();
        return;
      }
      if (pagination) pagination.hidden = true;
      shown = shownPlaces(filters, state);
      drawn = 0;
      count.textContent = counted(strings.strCount, shown.length, { n: grouped(shown.length) }, document.documentElement.lang);
      drawMore(true);
    }

    apply(false);
    panel.dataset.ready = 'true';
  }).catch(failed);
}
