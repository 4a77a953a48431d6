/* Cellar — the storefront's one script: cart, checkout, search, category filters, share.
 * Plain JavaScript, no build step. Text from the data files or the URL is only ever set
 * with textContent or attributes, never parsed as HTML. */
(function () {
  'use strict';

  const root = document.documentElement;
  root.classList.add('js');
  const body = document.body;
  const config = body.dataset;
  const homeURL = new URL(config.home || './', location.href);
  const catalogueURL = new URL(config.catalogue, location.href);
  // One store per base path: two shops on one host keep their own carts.
  const storeKey = 'cellar:' + homeURL.pathname;
  const cartKey = storeKey + ':cart';
  const checkoutKey = storeKey + ':checkout';

  // ---------- Small helpers ----------

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  function fill(pattern, values) {
    return pattern.replace(/\{(\w+)\}/g, (match, key) => (key in values ? String(values[key]) : match));
  }

  function grouped(number) {
    return String(number).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }

  /** Cents as the site writes prices: ¥1,299.00. */
  function formatPrice(cents) {
    const whole = Math.floor(Math.abs(cents) / 100);
    const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
    return (cents < 0 ? '-' : '') + (config.pricePrefix || '') + grouped(whole) + '.' + fraction;
  }

  function storageGet(key) {
    try { return localStorage.getItem(key); } catch (error) { return null; }
  }

  function storageSet(key, value) {
    try { localStorage.setItem(key, value); } catch (error) { /* private mode or full: keep working in memory */ }
  }

  let toastTimer = 0;
  function toast(text) {
    const region = document.querySelector('[data-toast]');
    if (!region) return;
    region.textContent = text;
    region.classList.add('toast--shown');
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => region.classList.remove('toast--shown'), 3500);
  }

  function showNotice(container, text) {
    if (!container) return;
    container.appendChild(element('p', 'notice', text));
  }

  let cataloguePromise = null;
  /** The current prices and stock, by goods id; URLs resolved against the data file. */
  function loadCatalogue() {
    if (!cataloguePromise) {
      cataloguePromise = fetch(catalogueURL).then((response) => {
        if (!response.ok) throw new Error('catalogue: HTTP ' + response.status);
        return response.json();
      }).then((data) => {
        const byID = new Map();
        for (const item of data.items) {
          byID.set(item.id, {
            id: item.id, title: item.title, price: item.price, cents: item.cents, stock: item.stock,
            url: new URL(item.url, catalogueURL).href,
            thumb: item.thumb ? new URL(item.thumb, catalogueURL).href : null,
          });
        }
        return byID;
      });
      cataloguePromise.catch(() => { cataloguePromise = null; });
    }
    return cataloguePromise;
  }

  // ---------- Cart storage ----------

  let cartWasReset = false;

  /** The saved cart: `{lines: [{id, quantity, selected, cents}]}`; anything unreadable resets it. */
  function readCart() {
    const raw = storageGet(cartKey);
    if (raw === null) return { lines: [] };
    try {
      const data = JSON.parse(raw);
      if (!data || !Array.isArray(data.lines)) throw new Error('not a cart');
      const seen = new Set();
      const lines = data.lines.map((line) => {
        if (!line || typeof line.id !== 'string' || seen.has(line.id)) throw new Error('bad line');
        const quantity = Math.floor(Number(line.quantity));
        if (!Number.isFinite(quantity) || quantity < 1) throw new Error('bad quantity');
        seen.add(line.id);
        return {
          id: line.id, quantity: quantity, selected: line.selected !== false,
          cents: Number.isInteger(line.cents) ? line.cents : null,
        };
      });
      return { lines: lines };
    } catch (error) {
      cartWasReset = true;
      writeCart({ lines: [] });
      return { lines: [] };
    }
  }

  function writeCart(cart) {
    storageSet(cartKey, JSON.stringify({ version: 1, lines: cart.lines }));
    updateBadge(cart);
  }

  function updateBadge(cart) {
    const count = cart.lines.reduce((sum, line) => sum + line.quantity, 0);
    for (const link of document.querySelectorAll('[data-cart]')) {
      const badge = link.querySelector('[data-cart-count]');
      if (badge) {
        badge.textContent = String(count);
        badge.hidden = count === 0;
      }
      if (count > 0 && config.strCartCount) {
        link.setAttribute('aria-label', fill(config.strCartCount, { n: count }));
      } else {
        link.removeAttribute('aria-label');
      }
    }
  }

  function clamp(quantity, stock) {
    return Math.max(1, Math.min(stock, Math.floor(quantity) || 1));
  }

  /**
   * Brings a saved cart up to date with the catalogue: drops goods that are gone or sold out,
   * clamps quantities to the stock, takes today's prices. Says what changed.
   */
  function reconcile(cart, catalogue) {
    const result = { removed: false, repriced: false };
    cart.lines = cart.lines.filter((line) => {
      const item = catalogue.get(line.id);
      if (!item || item.stock < 1) {
        result.removed = true;
        return false;
      }
      line.quantity = clamp(line.quantity, item.stock);
      if (line.cents !== null && line.cents !== item.cents) result.repriced = true;
      line.cents = item.cents;
      return true;
    });
    return result;
  }

  function addToCart(id, quantity) {
    return loadCatalogue().then((catalogue) => {
      const item = catalogue.get(id);
      if (!item || item.stock < 1) {
        toast(config.strSoldOut);
        return;
      }
      const cart = readCart();
      let line = cart.lines.find((candidate) => candidate.id === id);
      if (!line) {
        line = { id: id, quantity: 0, selected: true, cents: item.cents };
        cart.lines.push(line);
      }
      const wanted = line.quantity + quantity;
      line.quantity = clamp(wanted, item.stock);
      line.selected = true;
      line.cents = item.cents;
      writeCart(cart);
      toast(wanted > item.stock ? config.strStockLimited : config.strAdded);
    }).catch(() => toast(config.strCopyFailed));
  }

  document.addEventListener('click', (event) => {
    const button = event.target.closest('button.add-to-cart[data-goods-id]');
    if (!button || button.disabled) return;
    const id = button.dataset.goodsId;
    let quantity = 1;
    for (const input of document.querySelectorAll('[data-quantity-for]')) {
      if (input.dataset.quantityFor === id) quantity = clamp(Number(input.value), Number(input.max) || 1);
    }
    addToCart(id, quantity);
  });

  window.addEventListener('storage', (event) => {
    if (event.key === cartKey) updateBadge(readCart());
  });

  // ---------- Stars and goods cards, as the templates draw them ----------

  /** Five stars as the `stars` partial draws them: each an element the stylesheet masks. */
  function stars(rating, label) {
    if (rating === null || rating === undefined) return element('span', 'stars stars--none', config.strNoRating);
    const value = Math.min(Math.max(Number(rating), 0), 5);
    const halves = Math.round(value * 2);
    const box = element('span', 'stars');
    box.setAttribute('role', 'img');
    box.setAttribute('aria-label', label || fill(config.strRated, { n: value.toFixed(1) }));
    for (let position = 1; position <= 5; position++) {
      const kind = halves >= position * 2 ? ' star--full' : halves === position * 2 - 1 ? ' star--half' : '';
      box.appendChild(element('i', 'star' + kind));
    }
    box.appendChild(element('span', 'rating-value', value.toFixed(1)));
    return box;
  }

  /** A goods card like the `goods-card` partial's, from plain values. */
  function goodsCard(goods) {
    const card = element('article', 'card' + (goods.soldOut ? ' card--sold-out' : ''));
    const link = element('a', 'card__link');
    link.href = goods.url;
    const media = element('span', 'card__media');
    if (goods.thumb) {
      const image = element('img', 'card__image');
      image.src = goods.thumb;
      image.alt = '';
      image.loading = 'lazy';
      media.appendChild(image);
    } else {
      const placeholder = element('span', 'placeholder');
      placeholder.setAttribute('aria-hidden', 'true');
      media.appendChild(placeholder);
    }
    if (goods.soldOut) media.appendChild(element('span', 'badge badge--sold-out', config.strSoldOut));
    link.appendChild(media);
    link.appendChild(element('h3', 'card__title', goods.title));
    card.appendChild(link);
    if (goods.brand) card.appendChild(element('p', 'card__brand', goods.brand));
    const rating = element('div', 'card__rating');
    rating.appendChild(stars(goods.rating, goods.ratingLabel));
    card.appendChild(rating);
    const price = element('p', 'card__price');
    price.appendChild(element('span', 'price', goods.price));
    if (goods.marketPrice) {
      const market = element('s', 'market-price');
      market.appendChild(element('span', 'visually-hidden', config.strMarketPrice + ' '));
      market.appendChild(document.createTextNode(goods.marketPrice));
      price.appendChild(market);
    }
    card.appendChild(price);
    if (goods.salesText) card.appendChild(element('p', 'card__sales', goods.salesText));
    if (goods.withButton) {
      const button = element('button', 'card__add add-to-cart', goods.soldOut ? config.strSoldOut : config.strAdd);
      button.type = 'button';
      button.dataset.goodsId = goods.id;
      button.setAttribute('aria-label', config.strAdd + (document.documentElement.lang === 'zh-CN' ? '：' : ': ') + goods.title);
      button.disabled = !!goods.soldOut;
      card.appendChild(button);
    }
    return card;
  }

  // ---------- Header search form ----------

  for (const form of document.querySelectorAll('form[data-search-page]')) {
    form.action = form.dataset.searchPage;
  }

  // ---------- Cart page ----------

  function cartPage(page) {
    const notices = page.querySelector('[data-cart-notices]');
    const loading = page.querySelector('[data-cart-loading]');
    const empty = page.querySelector('[data-cart-empty]');
    const filled = page.querySelector('[data-cart-filled]');
    const list = page.querySelector('[data-cart-lines]');
    const selectAll = page.querySelector('[data-select-all]');
    const total = page.querySelector('[data-cart-total]');
    const checkoutLink = page.querySelector('[data-checkout-link]');
    const hint = page.querySelector('[data-checkout-hint]');
    const template = page.querySelector('template[data-cart-line-template]');
    let cart = readCart();
    let catalogue = null;

    function save() {
      writeCart(cart);
    }

    function renderTotals() {
      const selected = cart.lines.filter((line) => line.selected);
      total.textContent = formatPrice(selected.reduce((sum, line) => sum + line.cents * line.quantity, 0));
      selectAll.checked = cart.lines.length > 0 && selected.length === cart.lines.length;
      selectAll.indeterminate = selected.length > 0 && selected.length < cart.lines.length;
      const none = selected.length === 0;
      checkoutLink.setAttribute('aria-disabled', none ? 'true' : 'false');
      checkoutLink.classList.toggle('button--disabled', none);
      hint.hidden = !none;
      for (const row of list.children) {
        const line = cart.lines.find((candidate) => candidate.id === row.dataset.id);
        if (line) row.querySelector('[data-subtotal]').textContent = formatPrice(line.cents * line.quantity);
      }
    }

    function render() {
      loading.hidden = true;
      empty.hidden = cart.lines.length > 0;
      filled.hidden = cart.lines.length === 0;
      list.replaceChildren();
      for (const line of cart.lines) {
        const item = catalogue.get(line.id);
        const row = template.content.firstElementChild.cloneNode(true);
        row.dataset.id = line.id;
        for (const link of row.querySelectorAll('[data-link]')) link.href = item.url;
        row.querySelector('[data-title]').textContent = item.title;
        row.querySelector('[data-price]').textContent = item.price;
        const image = row.querySelector('[data-thumb]');
        const placeholder = row.querySelector('[data-placeholder]');
        if (item.thumb) {
          image.src = item.thumb;
          placeholder.remove();
        } else {
          image.remove();
        }
        const select = row.querySelector('[data-select]');
        select.checked = line.selected;
        select.setAttribute('aria-label', item.title);
        select.addEventListener('change', () => {
          line.selected = select.checked;
          save();
          renderTotals();
        });
        const quantity = row.querySelector('[data-quantity]');
        quantity.value = String(line.quantity);
        quantity.max = String(item.stock);
        quantity.setAttribute('aria-label', page.dataset.strQuantity + ': ' + item.title);
        const decrease = row.querySelector('[data-decrease]');
        const increase = row.querySelector('[data-increase]');
        const setQuantity = (value) => {
          line.quantity = clamp(value, item.stock);
          quantity.value = String(line.quantity);
          decrease.disabled = line.quantity <= 1;
          increase.disabled = line.quantity >= item.stock;
          save();
          renderTotals();
        };
        decrease.disabled = line.quantity <= 1;
        increase.disabled = line.quantity >= item.stock;
        decrease.addEventListener('click', () => setQuantity(line.quantity - 1));
        increase.addEventListener('click', () => setQuantity(line.quantity + 1));
        quantity.addEventListener('change', () => setQuantity(Number(quantity.value)));
        row.querySelector('[data-remove]').addEventListener('click', () => {
          cart.lines = cart.lines.filter((candidate) => candidate !== line);
          save();
          render();
          (list.querySelector('[data-select]') || selectAll).focus();
          if (cart.lines.length === 0) empty.querySelector('a').focus();
        });
        list.appendChild(row);
      }
      renderTotals();
    }

    selectAll.addEventListener('change', () => {
      for (const line of cart.lines) line.selected = selectAll.checked;
      save();
      render();
    });
    checkoutLink.addEventListener('click', (event) => {
      if (checkoutLink.getAttribute('aria-disabled') === 'true') event.preventDefault();
    });

    if (cartWasReset) showNotice(notices, config.strCartReset);
    loadCatalogue().then((data) => {
      catalogue = data;
      const changes = reconcile(cart, catalogue);
      if (changes.removed) showNotice(notices, page.dataset.strRemoved);
      if (changes.repriced) showNotice(notices, page.dataset.strPricesChanged);
      save();
      render();
    }).catch(() => {
      loading.textContent = page.dataset.strFailed;
    });
  }

  // ---------- Checkout ----------

  function checkoutPage(page) {
    const notices = page.querySelector('[data-cart-notices]');
    const form = page.querySelector('[data-checkout-form]');
    const linesBody = page.querySelector('[data-summary-lines]');
    const totalCell = page.querySelector('[data-summary-total]');
    const emptyText = page.querySelector('[data-checkout-empty]');
    const orderText = page.querySelector('[data-order-text]');
    const sendButton = page.querySelector('[data-send]');
    const copyButton = page.querySelector('[data-copy]');
    const phonePattern = new RegExp(page.dataset.phonePattern);
    const fields = {};
    for (const input of form.querySelectorAll('[data-field]')) fields[input.dataset.field] = input;
    const touched = new Set();
    let lines = [];
    let totalCents = 0;

    const rules = {
      name: (value) => value.trim().length >= 2,
      phone: (value) => phonePattern.test(value.replace(/[\s\-().]/g, '')),
      address: (value) => value.trim().length >= 5,
      terms: (value, input) => input.checked,
    };

    function saved() {
      try {
        const data = JSON.parse(storageGet(checkoutKey) || '{}');
        return data && typeof data === 'object' ? data : {};
      } catch (error) {
        return {};
      }
    }

    function save() {
      storageSet(checkoutKey, JSON.stringify({
        name: fields.name.value, phone: fields.phone.value, address: fields.address.value, terms: fields.terms.checked,
      }));
    }

    function text() {
      const rows = [page.dataset.strSummary + ' — ' + page.dataset.store, ''];
      for (const line of lines) rows.push(line.title + ' × ' + line.quantity + ' — ' + formatPrice(line.cents * line.quantity));
      rows.push('', page.dataset.strTotal + ': ' + formatPrice(totalCents), '');
      rows.push(page.dataset.strName + ': ' + fields.name.value.trim());
      rows.push(page.dataset.strPhone + ': ' + fields.phone.value.trim());
      rows.push(page.dataset.strAddress + ': ' + fields.address.value.trim());
      return rows.join('\n');
    }

    /** Each field's validity, combined into one: the buttons work only while all are valid. */
    function validate() {
      let allValid = lines.length > 0;
      for (const name in rules) {
        const input = fields[name];
        const valid = rules[name](input.value, input);
        allValid = allValid && valid;
        const problem = document.getElementById(input.getAttribute('aria-describedby'));
        const shown = !valid && touched.has(name);
        input.setAttribute('aria-invalid', shown ? 'true' : 'false');
        problem.textContent = shown ? problem.dataset.problem : '';
      }
      if (sendButton) sendButton.disabled = !allValid;
      if (copyButton) copyButton.disabled = !allValid;
      orderText.value = text();
      return allValid;
    }

    const stored = saved();
    for (const name of ['name', 'phone', 'address']) {
      if (typeof stored[name] === 'string') {
        fields[name].value = stored[name];
        if (stored[name]) touched.add(name);
      }
    }
    if (stored.terms === true) fields.terms.checked = true;

    for (const name in fields) {
      const input = fields[name];
      const touch = () => {
        touched.add(name);
        save();
        validate();
      };
      input.addEventListener('input', () => { save(); validate(); });
      input.addEventListener('change', touch);
      input.addEventListener('blur', touch);
    }

    function copy() {
      const value = text();
      const done = () => toast(page.dataset.strCopied);
      const fallback = () => {
        orderText.focus();
        orderText.select();
        try {
          if (document.execCommand('copy')) return done();
        } catch (error) { /* fall through */ }
        toast(config.strCopyFailed);
      };
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(value).then(done, fallback);
      } else {
        fallback();
      }
    }

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      for (const name in fields) touched.add(name);
      if (!validate()) {
        const firstInvalid = form.querySelector('[aria-invalid="true"]');
        if (firstInvalid) firstInvalid.focus();
        return;
      }
      if (sendButton && page.dataset.orderEmail) {
        const subject = page.dataset.strSummary + ' — ' + page.dataset.store;
        location.href = 'mailto:' + page.dataset.orderEmail + '?subject=' + encodeURIComponent(subject) + '&body=' + encodeURIComponent(text());
      } else {
        copy();
      }
    });
    if (sendButton && copyButton) copyButton.addEventListener('click', copy);

    const cart = readCart();
    if (cartWasReset) showNotice(notices, config.strCartReset);
    loadCatalogue().then((catalogue) => {
      reconcile(cart, catalogue);
      writeCart(cart);
      lines = cart.lines.filter((line) => line.selected).map((line) => {
        const item = catalogue.get(line.id);
        return { title: item.title, quantity: line.quantity, cents: item.cents };
      });
      totalCents = lines.reduce((sum, line) => sum + line.cents * line.quantity, 0);
      linesBody.replaceChildren();
      for (const line of lines) {
        const row = element('tr');
        const name = element('th', null, line.title + ' × ' + line.quantity);
        name.scope = 'row';
        row.appendChild(name);
        row.appendChild(element('td', 'price', formatPrice(line.cents * line.quantity)));
        linesBody.appendChild(row);
      }
      totalCell.textContent = formatPrice(totalCents);
      emptyText.hidden = lines.length > 0;
      validate();
    }).catch(() => showNotice(notices, page.dataset.strFailed));
    validate();
  }

  // ---------- Search ----------

  /** Lower case, accents and width variants folded: "Château" → "chateau", "ＡＢ" → "ab". */
  function fold(text) {
    return String(text || '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  }

  const hanPattern = /[\u3400-\u9fff\uf900-\ufaff]/;

  /** Whether a folded term is in a folded text: as a substring, or for Chinese, as bigrams. */
  function contains(haystack, term) {
    if (haystack.includes(term)) return true;
    if (term.length < 3 || !hanPattern.test(term)) return false;
    for (let index = 0; index < term.length - 1; index++) {
      if (!haystack.includes(term.slice(index, index + 2))) return false;
    }
    return true;
  }

  /** The query's words, folded; every one must match the title, brand or category. */
  function searchTerms(query) {
    return fold(query).split(/[\s,，、]+/).filter((term) => term.length > 0);
  }

  function search(index, query) {
    const terms = searchTerms(query);
    if (terms.length === 0) return [];
    const results = [];
    for (let position = 0; position < index.length; position++) {
      const entry = index[position];
      let inTitle = 0;
      let matched = true;
      for (const term of terms) {
        if (contains(entry.titleKey, term)) inTitle++;
        else if (!contains(entry.otherKey, term)) { matched = false; break; }
      }
      if (!matched) continue;
      const starts = entry.titleKey.startsWith(terms[0]) ? 1 : 0;
      results.push({ entry: entry, score: inTitle * 4 + starts * 2, position: position });
    }
    results.sort((a, b) => b.score - a.score || a.position - b.position);
    return results.map((result) => result.entry);
  }

  function searchPage(page) {
    const status = page.querySelector('[data-search-status]');
    const results = page.querySelector('[data-search-results]');
    const more = page.querySelector('[data-search-more]');
    const indexURL = new URL(page.dataset.searchIndex, location.href);
    const limit = 60;
    let index = null;
    // The catalogue data (stock by goods id) once it is in: until then every card's button
    // is enabled, and adding a sold-out item says so, as everywhere.
    let catalogue = null;

    const query = new URLSearchParams(location.search).get('q') || '';
    for (const headerInput of document.querySelectorAll('.site-header input[name="q"]')) headerInput.value = query;

    function show(query) {
      results.replaceChildren();
      more.hidden = true;
      if (!query.trim()) {
        status.textContent = page.dataset.strHint;
        return;
      }
      const found = search(index, query);
      if (found.length === 0) {
        status.textContent = fill(page.dataset.strNoResults, { query: query.trim() });
        more.hidden = false;
      } else {
        status.textContent = fill(page.dataset.strResults, { n: grouped(found.length), query: query.trim() });
        const fragment = document.createDocumentFragment();
        for (const entry of found.slice(0, limit)) {
          const item = catalogue && catalogue.get(entry.id);
          entry.soldOut = catalogue !== null && !(item && item.stock > 0);
          fragment.appendChild(goodsCard(entry));
        }
        results.appendChild(fragment);
      }
      performance.mark('cellar:search-results');
    }

    status.textContent = query.trim() ? page.dataset.strLoading : page.dataset.strHint;
    fetch(indexURL).then((response) => {
      if (!response.ok) throw new Error('search index: HTTP ' + response.status);
      return response.json();
    }).then((data) => {
      const field = {};
      data.fields.forEach((name, position) => { field[name] = position; });
      index = data.goods.map((row) => {
        const category = data.categories[row[field.category]] || '';
        const brand = row[field.brand];
        return {
          id: row[field.id], title: row[field.title], brand: brand, rating: row[field.rating], withButton: true,
          price: formatPrice(row[field.cents]),
          url: new URL(row[field.url], indexURL).href,
          thumb: row[field.thumb] ? new URL(row[field.thumb], indexURL).href : null,
          titleKey: fold(row[field.title]), otherKey: fold((brand || '') + ' ' + category),
        };
      });
      show(query);
    }).catch(() => { status.textContent = page.dataset.strFailed; });
    loadCatalogue().then((loaded) => {
      catalogue = loaded;
      if (index) show(query);
    }).catch(() => {});
  }

  // ---------- Category filters ----------

  const sortOrders = {
    sales: (a, b) => a.position - b.position,
    price: (a, b) => a.cents - b.cents || a.position - b.position,
    'price-desc': (a, b) => b.cents - a.cents || a.position - b.position,
    rating: (a, b) => (b.rating ?? -1) - (a.rating ?? -1) || a.position - b.position,
  };

  function categoryFilters(panel) {
    const dataURL = new URL(panel.dataset.filters, location.href);
    const grid = document.querySelector('[data-filter-grid]');
    const count = document.querySelector('[data-filter-count]');
    const pagination = document.querySelector('[data-filter-pagination]');
    if (!grid || !count) return;
    const originalCards = Array.from(grid.children);
    const originalCount = count.textContent;
    const strings = panel.dataset;

    fetch(dataURL).then((response) => {
      if (!response.ok) throw new Error('filters: HTTP ' + response.status);
      return response.json();
    }).then((data) => {
      const goods = data.goods.map((item, position) => Object.assign({}, item, {
        position: position,
        url: new URL(item.url, dataURL).href,
        thumb: item.thumb ? new URL(item.thumb, dataURL).href : null,
        withButton: true,
      }));
      const facets = data.facets.map((facet) => ({
        key: facet.key, label: facet.label,
        values: facet.values.map((value) => value.value),
        matches: (item, chosen) => chosen.has(item[facet.key]),
      }));
      if (data.priceBands.length > 1) {
        const bands = new Map(data.priceBands.map((band) => [band.id, band]));
        facets.push({
          key: 'price', label: strings.strPrice, values: data.priceBands.map((band) => band.id),
          labels: new Map(data.priceBands.map((band) => [band.id, band.label])),
          matches: (item, chosen) => Array.from(chosen).some((id) => {
            const band = bands.get(id);
            return item.cents >= band.low && (band.high === null || item.cents < band.high);
          }),
        });
      }

      const state = { sort: 'sales', chosen: new Map(facets.map((facet) => [facet.key, new Set()])) };
      const params = new URLSearchParams(location.search);
      if (params.get('sort') in sortOrders) state.sort = params.get('sort');
      for (const facet of facets) {
        for (const value of params.getAll(facet.key)) {
          if (facet.values.includes(value)) state.chosen.get(facet.key).add(value);
        }
      }

      // The panel: a sort menu, then one group of checkboxes per facet.
      const bar = element('div', 'filters__bar');
      const sortLabel = element('label', 'filters__sort');
      sortLabel.appendChild(element('span', null, strings.strSort));
      const sortSelect = element('select');
      sortSelect.name = 'sort';
      for (const [value, label] of [['sales', strings.strSortSales], ['price', strings.strSortPrice],
        ['price-desc', strings.strSortPriceDesc], ['rating', strings.strSortRating]]) {
        const option = element('option', null, label);
        option.value = value;
        sortSelect.appendChild(option);
      }
      sortSelect.value = state.sort;
      sortLabel.appendChild(sortSelect);
      bar.appendChild(sortLabel);
      const clear = element('button', 'filters__clear button button--quiet', strings.strClear);
      clear.type = 'button';
      bar.appendChild(clear);

      const details = element('details', 'filters__panel');
      const summary = element('summary', 'filters__summary', strings.strFilters);
      details.appendChild(summary);
      const groups = element('div', 'filters__groups');
      const boxes = [];
      facets.forEach((facet, facetIndex) => {
        const fieldset = element('fieldset', 'filters__group');
        fieldset.appendChild(element('legend', null, facet.label));
        facet.values.forEach((value, valueIndex) => {
          const id = 'filter-' + facetIndex + '-' + valueIndex;
          const option = element('div', 'filters__option');
          const box = element('input');
          box.type = 'checkbox';
          box.id = id;
          box.name = facet.key;
          box.value = value;
          box.checked = state.chosen.get(facet.key).has(value);
          const label = element('label');
          label.htmlFor = id;
          label.appendChild(element('span', 'filters__value', facet.labels ? facet.labels.get(value) : value));
          const countText = element('span', 'filters__count');
          label.appendChild(countText);
          option.appendChild(box);
          option.appendChild(label);
          fieldset.appendChild(option);
          boxes.push({ facet: facet, value: value, box: box, count: countText, option: option });
          box.addEventListener('change', () => {
            const chosen = state.chosen.get(facet.key);
            if (box.checked) chosen.add(value); else chosen.delete(value);
            apply(true);
          });
        });
        groups.appendChild(fieldset);
      });
      details.appendChild(groups);
      panel.appendChild(bar);
      panel.appendChild(details);
      const active = Array.from(state.chosen.values()).some((set) => set.size > 0);
      if (active || window.matchMedia('(min-width: 1000px)').matches) details.open = true;

      sortSelect.addEventListener('change', () => {
        state.sort = sortSelect.value;
        apply(true);
      });
      clear.addEventListener('click', () => {
        for (const set of state.chosen.values()) set.clear();
        for (const entry of boxes) entry.box.checked = false;
        state.sort = 'sales';
        sortSelect.value = 'sales';
        apply(true);
      });

      function passes(item, except) {
        return facets.every((facet) => {
          const chosen = state.chosen.get(facet.key);
          return facet.key === except || chosen.size === 0 || facet.matches(item, chosen);
        });
      }

      function apply(updateURL) {
        const filtering = Array.from(state.chosen.values()).some((set) => set.size > 0);
        const changed = filtering || state.sort !== 'sales';
        for (const entry of boxes) {
          const n = goods.filter((item) => passes(item, entry.facet.key) && entry.facet.matches(item, new Set([entry.value]))).length;
          entry.count.textContent = '(' + grouped(n) + ')';
          entry.option.classList.toggle('filters__option--none', n === 0 && !entry.box.checked);
        }
        summary.textContent = strings.strFilters + (filtering
          ? ' (' + Array.from(state.chosen.values()).reduce((sum, set) => sum + set.size, 0) + ')' : '');
        clear.hidden = !changed;
        if (updateURL) {
          const query = new URLSearchParams();
          for (const facet of facets) for (const value of state.chosen.get(facet.key)) query.append(facet.key, value);
          if (state.sort !== 'sales') query.set('sort', state.sort);
          const search = query.toString();
          history.replaceState(null, '', location.pathname + (search ? '?' + search : '') + location.hash);
        }
        if (!changed) {
          grid.replaceChildren(...originalCards);
          count.textContent = originalCount;
          if (pagination) pagination.hidden = false;
          return;
        }
        const shown = goods.filter((item) => passes(item, null)).sort(sortOrders[state.sort]);
        const fragment = document.createDocumentFragment();
        for (const item of shown) fragment.appendChild(goodsCard(item));
        grid.replaceChildren(fragment);
        count.textContent = fill(strings.strCount, { n: grouped(shown.length) });
        if (pagination) pagination.hidden = true;
      }

      apply(false);
      panel.dataset.ready = 'true';
    }).catch(() => { panel.hidden = true; });
  }

  // ---------- Share ----------

  document.addEventListener('click', (event) => {
    const button = event.target.closest('[data-share]');
    if (!button) return;
    const url = location.href;
    if (navigator.share) {
      navigator.share({ title: button.dataset.shareTitle || document.title, url: url }).catch(() => {});
      return;
    }
    const copied = () => toast(config.strLinkCopied);
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(url).then(copied, () => toast(config.strCopyFailed));
    } else {
      toast(config.strCopyFailed);
    }
  });

  // ---------- Start ----------

  updateBadge(readCart());
  const cart = document.querySelector('[data-cart-page]');
  const checkout = document.querySelector('[data-checkout]');
  if (cart) cartPage(cart);
  if (checkout) checkoutPage(checkout);
  if (cartWasReset && !cart && !checkout) toast(config.strCartReset);
  const searchBox = document.querySelector('.search-page');
  if (searchBox) searchPage(searchBox);
  const filters = document.querySelector('[data-filters]');
  if (filters) categoryFilters(filters);
})();
