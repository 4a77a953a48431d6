/* The cart page: lines with − / + (1 to the stock), remove, select and select all, delivery,
 * tax and totals. */
import { clamp, lineKey, reconcile } from './cart-store.7f59b2eb.js';
import { whenLoadFails } from './data.acd57972.js';
import { titleWithOptions } from './format.bbba97e8.js';
import { startOrderCosts } from './order-costs.4bc643c6.js';
import { cartStore, config, loadCartItems, priceText, saveCart, showNotice } from './page.c717efb6.js';

export function startCartPage(page) {
  const part = (name) => page.querySelector('[data-' + name + ']');
  const notices = part('cart-notices');
  const loading = part('cart-loading');
  const empty = part('cart-empty');
  const filled = part('cart-filled');
  const list = part('cart-lines');
  const selectAll = part('select-all');
  const costs = startOrderCosts(part('order-costs'), () => renderTotals());
  const checkoutLink = part('checkout-link');
  const hint = part('checkout-hint');
  const template = page.querySelector('template[data-cart-line-template]');
  let cart = cartStore.read();
  /** Today's price and stock of the cart's goods and variants, by ``lineKey``. */
  let items = null;

  function renderTotals() {
    const selected = cart.lines.filter((line) => line.selected);
    costs.show(selected);
    selectAll.checked = cart.lines.length > 0 && selected.length === cart.lines.length;
    selectAll.indeterminate = selected.length > 0 && selected.length < cart.lines.length;
    const none = selected.length === 0;
    checkoutLink.setAttribute('aria-disabled', none ? 'true' : 'false');
    checkoutLink.classList.toggle('button--disabled', none);
    hint.hidden = !none;
    for (const row of list.children) {
      const line = cart.lines.find((candidate) => lineKey(candidate) === row.dataset.line);
      if (line) row.querySelector('[data-subtotal]').textContent = priceText(line.cents * line.quantity);
    }
  }

  function changed() {
    saveCart(cart);
    renderTotals();
  }

  function row(line) {
    const item = items.get(lineKey(line));
    const title = titleWithOptions(item);
    const row = template.content.firstElementChild.cloneNode(true);
    const field = (name) => row.querySelector('[data-' + name + ']');
    row.dataset.line = lineKey(line);
    for (const link of row.querySelectorAll('[data-link]')) link.href = item.url;
    field('title').textContent = title;
    field('price').textContent = priceText(item.cents);
    if (item.thumb) {
      field('thumb').src = item.thumb;
      field('placeholder').remove();
    } else {
      field('thumb').remove();
    }
    const select = field('select');
    select.checked = line.selected;
    select.setAttribute('aria-label', title);
    select.addEventListener('change', () => {
      line.selected = select.checked;
      changed();
    });
    const quantity = field('quantity');
    const decrease = field('decrease');
    const increase = field('increase');
    quantity.max = String(item.stock);
    quantity.setAttribute('aria-label', page.dataset.strQuantity + ': ' + title);
    const show = () => {
      quantity.value = String(line.quantity);
      decrease.disabled = line.quantity <= 1;
      increase.disabled = line.quantity >= item.stock;
    };
    const setQuantity = (value) => {
      line.quantity = clamp(value, item.stock);
      show();
      changed();
    };
    show();
    decrease.addEventListener('click', () => setQuantity(line.quantity - 1));
    increase.addEventListener('click', () => setQuantity(line.quantity + 1));
    quantity.addEventListener('change', () => setQuantity(Number(quantity.value)));
    field('remove').addEventListener('click', () => {
      cart.lines = cart.lines.filter((candidate) => candidate !== line);
      saveCart(cart);
      render();
      (list.querySelector('[data-select]') || selectAll).focus();
      if (cart.lines.length === 0) empty.querySelector('a').focus();
    });
    return row;
  }

  function render() {
    loading.hidden = true;
    empty.hidden = cart.lines.length > 0;
    filled.hidden = cart.lines.length === 0;
    list.replaceChildren(...cart.lines.map(row));
    renderTotals();
  }

  selectAll.addEventListener('change', () => {
    for (const line of cart.lines) line.selected = selectAll.checked;
    saveCart(cart);
    render();
  });
  checkoutLink.addEventListener('click', (event) => {
    if (checkoutLink.getAttribute('aria-disabled') === 'true') event.preventDefault();
  });

  if (cartStore.wasReset) showNotice(notices, config.strCartReset);
  loadCartItems(cart.lines).then((loaded) => {
    items = loaded;
    const changes = reconcile(cart, items);
    if (changes.removed) showNotice(notices, page.dataset.strRemoved);
    if (changes.repriced) showNotice(notices, page.dataset.strPricesChanged);
    saveCart(cart);
    render();
  }, whenLoadFails(() => { loading.textContent = config.strCartFailed; }));
}
