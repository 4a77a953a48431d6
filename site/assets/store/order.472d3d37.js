/* The checkout's rules and the order as text. Pure: no page needed. */
import { fill, formatPrice } from './format.bbba97e8.js';

/** Whether each field's value is acceptable; the phone's pattern is the locale's. */
export function fieldRules(phonePattern) {
  return {
    name: (value) => value.trim().length >= 2,
    email: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()),
    phone: (value) => phonePattern.test(value.replace(/[\s\-().]/g, '')),
    address: (value) => value.trim().length >= 5,
    terms: (value, checked) => checked,
  };
}

/** What a delivery rate (`{cents, freeFromCents}`) costs for goods totalling `goodsCents`: nothing from its threshold on. */
export function deliveryCents(rate, goodsCents) {
  return Number.isInteger(rate.freeFromCents) && goodsCents >= rate.freeFromCents ? 0 : rate.cents;
}

/**
 * The tax (`{basisPoints, included}`, 1300 for 13%) on `cents` (goods and delivery), rounded
 * half up to the cent, as docs/Checkout.md tells a receiver to check it: the part that is tax
 * when included, else what is added.
 */
export function taxCents(tax, cents) {
  const divisor = tax.included ? 10000 + tax.basisPoints : 10000;
  return Math.floor((cents * tax.basisPoints * 2 + divisor) / (divisor * 2));
}

/**
 * An order's amounts in cents: its lines' goods, the delivery at `rate` (0 without one), the
 * tax as `tax` declares it (0 without one) and the total the shopper pays.
 */
export function orderAmounts(lines, rate, tax) {
  const goods = lines.reduce((sum, line) => sum + line.cents * line.quantity, 0);
  const delivery = rate ? deliveryCents(rate, goods) : 0;
  const taxAmount = tax ? taxCents(tax, goods + delivery) : 0;
  return { goods: goods, delivery: delivery, tax: taxAmount, total: goods + delivery + (tax && !tax.included ? taxAmount : 0) };
}

/** The order's heading: "Order summary — Store", and the market's label in a site of several. */
export function orderHeading({ store, market = null, words }) {
  return words.summary + ' — ' + store + (market ? ' · ' + market : '');
}

/**
 * The order as text: heading (with the label of the `market` it is placed in, when the site
 * has several), one row per line (`{title, quantity, cents}`), the goods, the
 * delivery at `rate` (`{label}`) and the tax (`{percent, included}`) when there are, the total
 * and the contact details. `words` holds the labels: summary, goods, delivery, total, name,
 * email, phone, address, taxIncluded and taxAdded (patterns of `{amount}` and `{percent}`).
 */
export function orderText({ store, market = null, lines, rate = null, tax = null, contact, words, pricePrefix }) {
  const price = (cents) => formatPrice(cents, pricePrefix);
  const amounts = orderAmounts(lines, rate, tax);
  const rows = [orderHeading({ store, market, words }), ''];
  for (const line of lines) rows.push(line.title + ' × ' + line.quantity + ' — ' + price(line.cents * line.quantity));
  rows.push('');
  if (rate || tax) rows.push(words.goods + ': ' + price(amounts.goods));
  if (rate) rows.push(words.delivery + ' (' + rate.label + '): ' + price(amounts.delivery));
  if (tax && !tax.included) rows.push(fill(words.taxAdded, { percent: tax.percent }) + ': ' + price(amounts.tax));
  rows.push(words.total + ': ' + price(amounts.total));
  if (tax && tax.included) rows.push(fill(words.taxIncluded, { amount: price(amounts.tax), percent: tax.percent }));
  rows.push('');
  rows.push(words.name + ': ' + contact.name.trim());
  rows.push(words.email + ': ' + contact.email.trim());
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
  for (const name of ['name', 'email', 'phone', 'address']) if (typeof data[name] === 'string') form[name] = data[name];
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
 * The order an endpoint receives: each line (`{id, variant, options, name, quantity, cents,
 * signature}`: a variant's id and its option values as the page shows them, `"Size: 750 ml ·
 * Vintage: 2018"`, or null; the build's signature of its price) with its unit price and line
 * total at the prices the build published; the delivery at `rate` and the tax, each with its
 * signature; the goods total and the total; the currency, the id of the `market` it is placed
 * in (only in a site of several), the shopper's details and the reference. `website` is the
 * hidden field bots fill.
 */
export function orderPayload({ reference, currency, market = null, lines, rate = null, tax = null, contact, website }) {
  const amounts = orderAmounts(lines, rate, tax);
  return {
    reference: reference,
    currency: currency,
    ...(market ? { market: market } : {}),
    lines: lines.map((line) => ({
      goods: line.id,
      variant: line.variant ?? null,
      options: line.options ?? null,
      title: line.name ?? line.title,
      quantity: line.quantity,
      unitPrice: decimal(line.cents),
      lineTotal: decimal(line.cents * line.quantity),
      signature: line.signature ?? null,
    })),
    goodsTotal: decimal(amounts.goods),
    shipping: rate ? {
      country: rate.country, service: rate.service ?? null, price: decimal(rate.cents),
      freeFrom: Number.isInteger(rate.freeFromCents) ? decimal(rate.freeFromCents) : null,
      amount: decimal(amounts.delivery), signature: rate.signature ?? null,
    } : null,
    tax: tax ? { percent: tax.percent, included: tax.included, amount: decimal(amounts.tax), signature: tax.signature ?? null } : null,
    total: decimal(amounts.total),
    customer: { name: contact.name.trim(), email: contact.email.trim(), phone: contact.phone.trim(), address: contact.address.trim() },
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
