/* The cart: its saved form, reconciling it with today's prices and stock, adding goods. The
 * rules are pure functions of plain values; `CartStore` keeps a cart in a Storage
 * (localStorage). Each line keeps its goods item's cart key, which names the shard of the
 * cart's data holding its price and stock. */

/**
 * What tells a cart line from another: its goods item's id, and its variant's id when it has
 * one (`{id, variant}`; a line saved before variants has none). The fixtures' text holds no
 * control characters, so U+001F cannot be part of either.
 */
export function lineKey(ref) {
  return typeof ref.variant === 'string' ? ref.id + '\u001f' + ref.variant : ref.id;
}

/** A quantity between 1 and the stock. */
export function clamp(quantity, stock) {
  return Math.max(1, Math.min(stock, Math.floor(quantity) || 1));
}

/** The lines of a parsed saved cart, or `null` when it is not a cart. */
function savedLines(data) {
  if (!data || !Array.isArray(data.lines)) return null;
  const seen = new Set();
  const lines = [];
  for (const line of data.lines) {
    if (!line || typeof line.id !== 'string' || (line.variant !== undefined && typeof line.variant !== 'string')) return null;
    if (seen.has(lineKey(line))) return null;
    const quantity = Math.floor(Number(line.quantity));
    if (!Number.isFinite(quantity) || quantity < 1) return null;
    seen.add(lineKey(line));
    const saved = {
      id: line.id, key: Number.isInteger(line.key) && line.key >= 0 ? line.key : null,
      quantity: quantity, selected: line.selected !== false, cents: Number.isInteger(line.cents) ? line.cents : null,
    };
    if (typeof line.variant === 'string') saved.variant = line.variant;
    lines.push(saved);
  }
  return lines;
}

/**
 * The saved cart `{lines: [{id, variant, key, quantity, selected, cents}]}` from its JSON text
 * (`null` when nothing is saved); `variant` only on a line of a variant. `wasReset` is true when the text could not be read as a cart; a
 * line without a cart key (saved before carts had them) is kept with `key: null`.
 */
export function parseCart(raw) {
  if (raw === null || raw === undefined) return { cart: { lines: [] }, wasReset: false };
  let data = null;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    // Not JSON: read as no cart, below.
  }
  const lines = savedLines(data);
  return lines ? { cart: { lines: lines }, wasReset: false } : { cart: { lines: [] }, wasReset: true };
}

export function serializeCart(cart) {
  return JSON.stringify({ version: 1, lines: cart.lines });
}

/** How many items the cart holds, counting quantities. */
export function itemCount(cart) {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Brings a saved cart up to date with its goods as the cart's data has them today (a Map of
 * `{stock, cents}` by ``lineKey``, without the goods and variants that are gone): drops lines
 * that are gone or sold out, clamps quantities to the stock, takes today's prices. Says what
 * changed: `{removed, repriced}`.
 */
export function reconcile(cart, items) {
  const result = { removed: false, repriced: false };
  cart.lines = cart.lines.filter((line) => {
    const item = items.get(lineKey(line));
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

/**
 * Adds `quantity` of a goods item or one of its variants (`{id, variant, key, stock, cents}`,
 * `variant` a variant's id or absent; undefined when it is gone) to the cart, selected: each
 * variant is a line of its own, limited by its own stock. Says what happened: `'sold-out'`
 * (nothing added), `'limited'` (only up to the stock) or `'added'`.
 */
export function addToCart(cart, item, quantity) {
  if (!item || item.stock < 1) return 'sold-out';
  let line = cart.lines.find((candidate) => lineKey(candidate) === lineKey(item));
  if (!line) {
    line = { id: item.id, key: item.key, quantity: 0, selected: true, cents: item.cents };
    if (typeof item.variant === 'string') line.variant = item.variant;
    cart.lines.push(line);
  }
  const wanted = line.quantity + quantity;
  line.quantity = clamp(wanted, item.stock);
  line.selected = true;
  line.key = item.key;
  line.cents = item.cents;
  return wanted > item.stock ? 'limited' : 'added';
}

/** A cart kept in a Storage under one key; one per base path, so two shops on a host don't mix. */
export class CartStore {
  constructor(storage, key) {
    this.storage = storage;
    this.key = key;
    /** Whether an unreadable saved cart was emptied since the page loaded. */
    this.wasReset = false;
  }

  read() {
    const { cart, wasReset } = parseCart(this.get());
    if (wasReset) {
      this.wasReset = true;
      this.write(cart);
    }
    return cart;
  }

  write(cart) {
    try {
      this.storage.setItem(this.key, serializeCart(cart));
    } catch (error) {
      // Private mode or a full storage: the page keeps working with the cart in memory.
    }
  }

  get() {
    try {
      return this.storage.getItem(this.key);
    } catch (error) {
      return null;
    }
  }
}
