/* The checkout page: the selected lines, the form checked as the shopper types, the order
 * as text to copy or as an e-mail. */
import { lineKey, reconcile } from './cart-store.6cdcdc20.js';
import { whenLoadFails } from './data.acd57972.js';
import { formatPrice, titleWithOptions } from './format.d44e34a1.js';
import { fieldRules, orderText, parseSavedForm } from './order.9f086fd0.js';
import {
  cartStore, config, element, loadCartItems, readSaved, saveCart, showNotice, storeKey, toast, writeSaved,
} from './page.23a07b82.js';

export function startCheckout(page) {
  const part = (name) => page.querySelector('[data-' + name + ']');
  const strings = page.dataset;
  const notices = part('cart-notices');
  const form = part('checkout-form');
  const orderBox = part('order-text');
  const sendButton = part('send');
  const copyButton = part('copy');
  const rules = fieldRules(new RegExp(strings.phonePattern));
  const formKey = storeKey + ':checkout';
  const price = (cents) => formatPrice(cents, config.pricePrefix);
  const fields = {};
  for (const input of form.querySelectorAll('[data-field]')) fields[input.dataset.field] = input;
  const touched = new Set();
  let lines = [];

  const text = () => orderText({
    store: strings.store, lines: lines, pricePrefix: config.pricePrefix,
    contact: { name: fields.name.value, phone: fields.phone.value, address: fields.address.value },
    words: { summary: strings.strSummary, total: strings.strTotal, name: strings.strName, phone: strings.strPhone, address: strings.strAddress },
  });

  function save() {
    writeSaved(formKey, JSON.stringify({
      name: fields.name.value, phone: fields.phone.value, address: fields.address.value, terms: fields.terms.checked,
    }));
  }

  /** Each field's validity, combined into one: the buttons work only while all are valid. */
  function validate() {
    let allValid = lines.length > 0;
    for (const name in rules) {
      const input = fields[name];
      const valid = rules[name](input.value, input.checked);
      allValid = allValid && valid;
      const problem = document.getElementById(input.getAttribute('aria-describedby'));
      const shown = !valid && touched.has(name);
      input.setAttribute('aria-invalid', shown ? 'true' : 'false');
      problem.textContent = shown ? problem.dataset.problem : '';
    }
    if (sendButton) sendButton.disabled = !allValid;
    if (copyButton) copyButton.disabled = !allValid;
    orderBox.value = text();
    return allValid;
  }

  const stored = parseSavedForm(readSaved(formKey));
  for (const name of ['name', 'phone', 'address']) {
    if (stored[name] === undefined) continue;
    fields[name].value = stored[name];
    if (stored[name]) touched.add(name);
  }
  if (stored.terms) fields.terms.checked = true;

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
    const done = () => toast(strings.strCopied);
    const fallback = () => {
      orderBox.focus();
      orderBox.select();
      // execCommand is the copy that works without the clipboard API; it says false or throws when it cannot.
      let copied = false;
      try {
        copied = document.execCommand('copy');
      } catch (error) {
        console.warn(error);
      }
      toast(copied ? strings.strCopied : config.strCopyFailed);
    };
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text()).then(done, fallback);
    else fallback();
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    for (const name in fields) touched.add(name);
    if (!validate()) {
      const firstInvalid = form.querySelector('[aria-invalid="true"]');
      if (firstInvalid) firstInvalid.focus();
      return;
    }
    if (sendButton && strings.orderEmail) {
      const subject = strings.strSummary + ' — ' + strings.store;
      location.href = 'mailto:' + strings.orderEmail + '?subject=' + encodeURIComponent(subject) + '&body=' + encodeURIComponent(text());
    } else {
      copy();
    }
  });
  if (sendButton && copyButton) copyButton.addEventListener('click', copy);

  const cart = cartStore.read();
  if (cartStore.wasReset) showNotice(notices, config.strCartReset);
  loadCartItems(cart.lines).then((items) => {
    reconcile(cart, items);
    saveCart(cart);
    lines = cart.lines.filter((line) => line.selected).map((line) => {
      const item = items.get(lineKey(line));
      return { title: titleWithOptions(item), quantity: line.quantity, cents: item.cents };
    });
    const rows = lines.map((line) => {
      const row = element('tr');
      const name = element('th', null, line.title + ' × ' + line.quantity);
      name.scope = 'row';
      row.append(name, element('td', 'price', price(line.cents * line.quantity)));
      return row;
    });
    part('summary-lines').replaceChildren(...rows);
    part('summary-total').textContent = price(lines.reduce((sum, line) => sum + line.cents * line.quantity, 0));
    part('checkout-empty').hidden = lines.length > 0;
    validate();
  }, whenLoadFails(() => showNotice(notices, config.strCartFailed)));
  validate();
}
