/* The checkout page: the selected lines with delivery and tax, the form checked as the
 * shopper types, the order as text to copy, as an e-mail, or sent to the store's order
 * endpoint, and after it is placed what was ordered. */
import { lineKey, reconcile } from './cart-store.7f59b2eb.js';
import { whenLoadFails } from './data.acd57972.js';
import { fill, titleWithOptions } from './format.bbba97e8.js';
import { startOrderCosts } from './order-costs.4bc643c6.js';
import {
  fieldRules, formEncoded, newReference, orderAmounts, orderHeading, orderPayload, orderText, parseSavedForm, referenceFor,
} from './order.472d3d37.js';
import {
  cartStore, config, element, loadCartItems, priceText, readSaved, saveCart, showNotice, storeKey, toast, writeSaved,
} from './page.c717efb6.js';

export function startCheckout(page) {
  const part = (name) => page.querySelector('[data-' + name + ']');
  const strings = page.dataset;
  const notices = part('cart-notices');
  const form = part('checkout-form');
  const orderBox = part('order-text');
  const sendButton = part('send');
  const copyButton = part('copy');
  const placeButton = part('place');
  const status = part('order-status');
  const trap = form.querySelector('[data-trap]');
  const rules = fieldRules(new RegExp(strings.phonePattern));
  const formKey = storeKey + ':checkout';
  const referenceKey = storeKey + ':order-reference';
  const fields = {};
  for (const input of form.querySelectorAll('[data-field]')) fields[input.dataset.field] = input;
  const touched = new Set();
  let lines = [];
  let sending = false;
  const costs = startOrderCosts(part('order-costs'), () => showSummary());
  const costsData = part('order-costs').dataset;

  const contact = () => ({ name: fields.name.value, email: fields.email.value, phone: fields.phone.value, address: fields.address.value });
  const text = () => orderText({
    store: strings.store, market: strings.marketLabel ?? null, lines: lines, rate: costs.rate(), tax: costs.tax, pricePrefix: config.pricePrefix, contact: contact(),
    words: {
      summary: strings.strSummary, goods: strings.strGoods, delivery: strings.strDelivery, total: strings.strTotal,
      name: strings.strName, email: strings.strEmail, phone: strings.strPhone, address: strings.strAddress,
      taxIncluded: costsData.strTaxIncluded, taxAdded: costsData.strTaxAdded,
    },
  });

  function save() {
    writeSaved(formKey, JSON.stringify({ ...contact(), terms: fields.terms ? fields.terms.checked : false }));
  }

  /** Each field's validity, combined into one: the buttons work only while all are valid. */
  function validate() {
    let allValid = lines.length > 0;
    for (const name in fields) {
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
    if (placeButton) placeButton.disabled = !allValid || sending;
    orderBox.value = text();
    return allValid;
  }

  const stored = parseSavedForm(readSaved(formKey));
  for (const name of ['name', 'email', 'phone', 'address']) {
    if (stored[name] === undefined) continue;
    fields[name].value = stored[name];
    if (stored[name]) touched.add(name);
  }
  if (stored.terms && fields.terms) fields.terms.checked = true;

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
    if (placeButton) {
      placeOrder();
    } else if (sendButton && strings.orderEmail) {
      const subject = orderHeading({
        store: strings.store, market: strings.marketLabel ?? null, words: { summary: strings.strSummary },
      });
      location.href = 'mailto:' + strings.orderEmail + '?subject=' + encodeURIComponent(subject) + '&body=' + encodeURIComponent(text());
    } else {
      copy();
    }
  });
  if (sendButton && copyButton) copyButton.addEventListener('click', copy);

  /** The endpoint's answer must be a 2xx with JSON: anything else (an error page, a login page
   * in HTML, no answer within 20 seconds) is a failure, and the cart and form stay as they are. */
  async function send(payload) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 20000);
    try {
      const json = strings.endpointEncoding !== 'form';
      const response = await fetch(strings.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: json ? JSON.stringify(payload) : formEncoded(payload),
        credentials: 'omit',
        signal: controller.signal,
      });
      if (!response.ok) throw new Error('the order endpoint answered ' + response.status);
      if (!(response.headers.get('Content-Type') || '').includes('json')) throw new Error('the order endpoint did not answer JSON');
      await response.json();
    } finally {
      clearTimeout(timer);
    }
  }

  function showStatus(text, failed) {
    status.textContent = text;
    status.classList.toggle('order-status--failed', failed);
  }

  /** Sends the order once: a second click while it is on its way does nothing, and a retry
   * after a failure sends the same reference, so the shop can tell a repeat. */
  async function placeOrder() {
    if (sending) return;
    sending = true;
    placeButton.disabled = true;
    form.setAttribute('aria-busy', 'true');
    showStatus(strings.strPlacing, false);
    const rate = costs.rate();
    const fingerprint = JSON.stringify([
      lines.map((line) => [line.id, line.variant ?? null, line.quantity, line.cents]), rate && [rate.country, rate.service, rate.cents],
    ]);
    let saved = null;
    try {
      saved = JSON.parse(readSaved(referenceKey) || 'null');
    } catch (error) {
      // Unreadable: a new reference.
    }
    const reference = referenceFor(saved, fingerprint, () => newReference());
    writeSaved(referenceKey, JSON.stringify({ reference: reference, fingerprint: fingerprint }));
    const payload = orderPayload({
      reference: reference, currency: strings.currency, market: strings.market ?? null, lines: lines, rate: rate, tax: costs.tax, website: trap ? trap.value : '',
      contact: contact(),
    });
    try {
      await send(payload);
      placed(reference);
    } catch (error) {
      console.warn(error);
      showStatus(strings.strOrderFailed, true);
    } finally {
      sending = false;
      form.removeAttribute('aria-busy');
      validate();
    }
  }

  /** The order is the shop's: its lines leave the cart, and the page shows the reference and
   * what was ordered, without the cart's controls, the form or the order as text. */
  function placed(reference) {
    const ordered = summaryRows();
    const amounts = orderAmounts(lines, costs.rate(), costs.tax);
    cart.lines = cart.lines.filter((line) => !line.selected);
    saveCart(cart);
    writeSaved(referenceKey, '');
    for (const name of ['checkout-form', 'order-text-panel']) part(name).hidden = true;
    page.querySelector('.checkout__summary').hidden = true;
    notices.replaceChildren();
    showStatus('', false);
    const confirmation = part('order-confirmation');
    part('order-confirmation-text').textContent = fill(strings.strPlaced, { reference: reference });
    part('ordered-lines').replaceChildren(...ordered);
    const totalRow = costRow(strings.strTotal, amounts.total);
    const rate = costs.rate();
    const rows = rate ? [costRow(strings.strDelivery + ' (' + rate.label + ')', amounts.delivery)] : [];
    if (costs.tax && !costs.tax.included) rows.push(costRow(fill(costsData.strTaxAdded, { percent: costs.tax.percent }), amounts.tax));
    part('ordered-costs').replaceChildren(...rows, totalRow);
    if (costs.tax && costs.tax.included) {
      const note = part('ordered-tax');
      note.textContent = fill(costsData.strTaxIncluded, { amount: priceText(amounts.tax), percent: costs.tax.percent });
      note.hidden = false;
    }
    confirmation.hidden = false;
    confirmation.focus();
  }

  function costRow(name, cents) {
    const row = element('tr');
    const label = element('th', null, name);
    label.scope = 'row';
    row.append(label, element('td', 'price', priceText(cents)));
    return row;
  }

  const summaryRows = () => lines.map((line) => costRow(line.title + ' × ' + line.quantity, line.cents * line.quantity));

  /** The lines, delivery, tax and total as they are now. */
  function showSummary() {
    part('summary-lines').replaceChildren(...summaryRows());
    costs.show(lines);
    part('checkout-empty').hidden = lines.length > 0;
    validate();
  }

  const cart = cartStore.read();
  if (cartStore.wasReset) showNotice(notices, config.strCartReset);
  loadCartItems(cart.lines).then((items) => {
    // Today's prices and stock, as the build published them, are what the order shows and sends.
    const changes = reconcile(cart, items);
    if (changes.removed) showNotice(notices, strings.strRemoved);
    if (changes.repriced) showNotice(notices, strings.strPricesChanged);
    saveCart(cart);
    lines = cart.lines.filter((line) => line.selected).map((line) => {
      const item = items.get(lineKey(line));
      return {
        id: line.id, variant: item.variant ?? null, options: item.options ?? null, title: titleWithOptions(item),
        name: item.title, quantity: line.quantity, cents: item.cents, signature: item.signature ?? null,
      };
    });
    showSummary();
  }, whenLoadFails(() => showNotice(notices, config.strCartFailed)));
  costs.show(lines);
  validate();
}
