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
