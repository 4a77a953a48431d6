/* What every feature of the page shares: the layout's settings and words (the `<body>`'s
 * data attributes), the cart's data, prices as the page writes them, small element helpers,
 * the toast, notices and the cart badge. */
import { CartStore, itemCount } from './cart-store.7f59b2eb.js';
import { cartDataLoader } from './cart-data.88460231.js';
import { counted, formatPrice } from './format.bbba97e8.js';

/** The `<body>`'s data attributes: URLs, the price prefix and the `str…` words. */
export const config = document.body.dataset;
export const homeURL = new URL(config.home || './', location.href);
/** One key per base path: two shops on one host keep their own carts. */
export const storeKey = 'cellar:' + homeURL.pathname;
export const cartStore = new CartStore(safeLocalStorage(), storeKey + ':cart');
/** Today's price and stock of the goods of `{id, key}` references, from their shards of the cart's data. */
export const loadCartItems = cartDataLoader(new URL(config.cartData, location.href));

function safeLocalStorage() {
  try {
    return window.localStorage;
  } catch (error) {
    // Storage blocked by the browser's settings: a cart that lasts as long as the page.
    const memory = new Map();
    return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => memory.set(key, value) };
  }
}

/** The text saved under `key`, or null; storage that fails reads as nothing saved. */
export function readSaved(key) {
  try {
    return cartStore.storage.getItem(key);
  } catch (error) {
    return null;
  }
}

/** Saves text under `key`; a full or blocked storage keeps the page working without it. */
export function writeSaved(key, value) {
  try {
    cartStore.storage.setItem(key, value);
  } catch (error) {
    console.warn(error);
  }
}

/** Cents as the page writes prices, after the layout's price prefix: 129900 → "¥1,299.00". */
export function priceText(cents) {
  return formatPrice(cents, config.pricePrefix);
}

export function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = text;
  return node;
}

let toastTimer = 0;
/** Says `text` in the layout's status region for a few seconds. */
export function toast(text) {
  const region = document.querySelector('[data-toast]');
  if (!region) return;
  region.textContent = text;
  region.classList.add('toast--shown');
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => region.classList.remove('toast--shown'), 3500);
}

/** Adds a notice paragraph to a page's notices. */
export function showNotice(container, text) {
  if (container) container.appendChild(element('p', 'notice', text));
}

/** The header's cart badge and its accessible name, for the cart as saved. */
export function updateBadge(cart) {
  const count = itemCount(cart);
  for (const link of document.querySelectorAll('[data-cart]')) {
    const badge = link.querySelector('[data-cart-count]');
    if (badge) {
      badge.textContent = String(count);
      badge.hidden = count === 0;
    }
    if (count > 0) link.setAttribute('aria-label', counted(config.strCartCount, count, { n: count }, document.documentElement.lang));
    else link.removeAttribute('aria-label');
  }
}

/** Saves the cart and shows its new count. */
export function saveCart(cart) {
  cartStore.write(cart);
  updateBadge(cart);
}
