/* The checkout's rules and the order as text. Pure: no page needed. */
import { formatPrice } from './format.d44e34a1.js';

/** Whether each field's value is acceptable; the phone's pattern is the locale's. */
export function fieldRules(phonePattern) {
  return {
    name: (value) => value.trim().length >= 2,
    phone: (value) => phonePattern.test(value.replace(/[\s\-().]/g, '')),
    address: (value) => value.trim().length >= 5,
    terms: (value, checked) => checked,
  };
}

/**
 * The order as text: heading, one row per line (`{title, quantity, cents}`), the total and
 * the contact details. `words` holds the labels: summary, total, name, phone, address.
 */
export function orderText({ store, lines, contact, words, pricePrefix }) {
  const price = (cents) => formatPrice(cents, pricePrefix);
  const total = lines.reduce((sum, line) => sum + line.cents * line.quantity, 0);
  const rows = [words.summary + ' — ' + store, ''];
  for (const line of lines) rows.push(line.title + ' × ' + line.quantity + ' — ' + price(line.cents * line.quantity));
  rows.push('', words.total + ': ' + price(total), '');
  rows.push(words.name + ': ' + contact.name.trim());
  rows.push(words.phone + ': ' + contact.phone.trim());
  rows.push(words.address + ': ' + contact.address.trim());
  return rows.join('\n');
}

/** What the shopper typed, as saved; anything unreadable counts as nothing typed. */
export function parseSavedForm(raw) {
  let data = null;
  try {
    data = JSON.parse(raw || '{}');
  } catch (error) {
    // Not JSON: nothing typed.
  }
  if (!data || typeof data !== 'object') return {};
  const form = {};
  for (const name of ['name', 'phone', 'address']) if (typeof data[name] === 'string') form[name] = data[name];
  if (data.terms === true) form.terms = true;
  return form;
}

/** Cents as a decimal string with two places: 38800 → "388.00", exact as the build's prices. */
export function decimal(cents) {
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return (cents < 0 ? '-' : '') + String(Math.floor(Math.abs(cents) / 100)) + '.' + fraction;
}

/**
 * A new order reference, `C-20261126-7KQ2M9XD`: the day and eight random letters and digits
 * (no 0, O, 1, I). The endpoint receives it with the order; the page keeps it until the order
 * is placed, so a retry sends the same reference and the shop can drop the repeat.
 */
export function newReference(now = new Date(), random = (count) => crypto.getRandomValues(new Uint8Array(count))) {
  const letters = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return 'C-' + day + '-' + Array.from(random(8), (byte) => letters[byte % letters.length]).join('');
}

/**
 * The order an endpoint receives: each line (`{id, variant, options, name, quantity, cents}`:
 * a variant's id and its option values as the page shows them, `"Size: 750 ml · Vintage: 2018"`,
 * or null) with its unit price and line total at the prices the build published, the total,
 * the currency, the shopper's details and the reference. `website` is the hidden field bots fill.
 */
export function orderPayload({ reference, currency, lines, contact, website }) {
  const total = lines.reduce((sum, line) => sum + line.cents * line.quantity, 0);
  return {
    reference: reference,
    currency: currency,
    lines: lines.map((line) => ({
      goods: line.id,
      variant: line.variant ?? null,
      options: line.options ?? null,
      title: line.name ?? line.title,
      quantity: line.quantity,
      unitPrice: decimal(line.cents),
      lineTotal: decimal(line.cents * line.quantity),
    })),
    total: decimal(total),
    customer: { name: contact.name.trim(), phone: contact.phone.trim(), address: contact.address.trim() },
    website: website,
  };
}

/** The payload as `application/x-www-form-urlencoded`: `lines[0][goods]=g-001&…`. */
export function formEncoded(payload) {
  const body = new URLSearchParams();
  const add = (prefix, value) => {
    if (value === null || value === undefined) return;
    if (typeof value === 'object') {
      for (const key of Object.keys(value)) add(prefix ? prefix + '[' + key + ']' : key, value[key]);
    } else {
      body.append(prefix, String(value));
    }
  };
  add('', payload);
  return body;
}

/** Which saved reference an order keeps: the saved one when it was made for the same lines. */
export function referenceFor(saved, fingerprint, make) {
  return saved && saved.fingerprint === fingerprint && typeof saved.reference === 'string' ? saved.reference : make();
}
