/* The category page's filter panel: a sort menu and a checkbox per facet value, with
 * counts; the grid, count and pagination follow the choice, which the URL keeps. */
import { goodsCard } from './cards.23323d96.js';
import { LoadError, loadJSON, whenLoadFails } from './data.161631fa.js';
import {
  chosenCount, countWith, facetsFromData, queryFromState, shownGoods, stateFromQuery,
} from './filters.fac0ac69.js';
import { fill, grouped } from './format.8e27560b.js';
import { element } from './page.8192d530.js';

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
      boxes.push({ facet, value, box, count, option });
      box.addEventListener('change', () => onChange(facet, value, box.checked));
    });
    groups.appendChild(fieldset);
  });
  return { groups, boxes };
}

export function startFilters(panel) {
  const dataURL = new URL(panel.dataset.filters, location.href);
  const grid = document.querySelector('[data-filter-grid]');
  const count = document.querySelector('[data-filter-count]');
  const pagination = document.querySelector('[data-filter-pagination]');
  if (!grid || !count) return;
  const originalCards = Array.from(grid.children);
  const originalCount = count.textContent;
  const strings = panel.dataset;

  loadJSON(dataURL).then((data) => {
    if (!Array.isArray(data.goods) || !Array.isArray(data.facets)) throw new LoadError(dataURL, 'not category filters');
    const goods = data.goods.map((item, position) => ({
      ...item, position: position,
      url: new URL(item.url, dataURL).href,
      thumb: item.thumb ? new URL(item.thumb, dataURL).href : null,
    }));
    const facets = facetsFromData(data, strings.strPrice);
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

    function apply(updateURL) {
      const chosen = chosenCount(state);
      const changed = chosen > 0 || state.sort !== 'sales';
      for (const entry of boxes) {
        const n = countWith(goods, state, facets, entry.facet, entry.value);
        entry.count.textContent = '(' + grouped(n) + ')';
        entry.option.classList.toggle('filters__option--none', n === 0 && !entry.box.checked);
      }
      summary.textContent = strings.strFilters + (chosen > 0 ? ' (' + chosen + ')' : '');
      clear.hidden = !changed;
      if (updateURL) {
        const query = queryFromState(state, facets);
        history.replaceState(null, '', location.pathname + (query ? '?' + query : '') + location.hash);
      }
      if (pagination) pagination.hidden = changed;
      if (!changed) {
        grid.replaceChildren(...originalCards);
        count.textContent = originalCount;
        return;
      }
      const shown = shownGoods(goods, state, facets);
      grid.replaceChildren(...shown.map(goodsCard));
      count.textContent = fill(strings.strCount, { n: grouped(shown.length) });
    }

    apply(false);
    panel.dataset.ready = 'true';
  }).catch(whenLoadFails(() => {
    panel.replaceChildren(element('p', 'notice', strings.strFailed));
  }));
}
