/* Delivery and tax on the cart and checkout pages (the `order-costs` partial): the delivery
 * rate chosen (kept for both pages), its price for the goods chosen, the tax as the store
 * declares it, and the total. */
import { fill } from './format.bbba97e8.js';
import { orderAmounts } from './order.472d3d37.js';
import { priceText, readSaved, storeKey, writeSaved } from './page.c717efb6.js';

const choiceKey = storeKey + ':delivery';

/** A delivery choice's rate as the build wrote it on its `<option>`. */
function rateOf(option) {
  const data = option.dataset;
  return {
    index: Number(option.value), label: data.name, country: data.country, service: data.service ?? null,
    cents: Number(data.cents), freeFromCents: data.freeFromCents === undefined ? null : Number(data.freeFromCents),
    note: data.note ?? '', signature: data.signature ?? null,
  };
}

/**
 * Starts the costs in `root`; `changed` is called when the shopper picks another rate. Gives
 * `show(lines)`, which writes the amounts of `lines` (`{cents, quantity}`) and returns them,
 * and the chosen `rate()` and the `tax` (`{basisPoints, percent, included, signature}` or null).
 */
export function startOrderCosts(root, changed) {
  const part = (name) => root.querySelector('[data-' + name + ']');
  const select = part('delivery');
  const data = root.dataset;
  const tax = data.taxBasisPoints ? {
    basisPoints: Number(data.taxBasisPoints), percent: data.taxPercent, included: 'taxIncluded' in data,
    signature: data.taxSignature ?? null,
  } : null;
  if (select) {
    let saved = null;
    try {
      saved = JSON.parse(readSaved(choiceKey) || 'null');
    } catch (error) {
      // Unreadable: the first rate.
    }
    // The same destination and service as chosen before, wherever a rebuild put it.
    const match = saved && Array.from(select.options).find((option) =>
      option.dataset.country === saved.country && (option.dataset.service ?? null) === saved.service);
    if (match) select.value = match.value;
    select.addEventListener('change', () => {
      const rate = rateOf(select.selectedOptions[0]);
      writeSaved(choiceKey, JSON.stringify({ country: rate.country, service: rate.service }));
      changed();
    });
  }
  const rate = () => (select ? rateOf(select.selectedOptions[0]) : null);

  function show(lines) {
    const chosen = rate();
    const amounts = orderAmounts(lines, chosen, tax);
    const write = (name, text) => {
      const node = part(name);
      if (node) node.textContent = text;
    };
    write('goods-total', priceText(amounts.goods));
    write('delivery-price', chosen ? (amounts.delivery === 0 ? data.strFree : priceText(amounts.delivery)) : '');
    write('delivery-note', chosen && amounts.delivery !== 0 ? chosen.note : '');
    if (tax) {
      write('tax-label', fill(data.strTaxAdded || '', { percent: tax.percent }));
      write('tax-amount', priceText(amounts.tax));
      write('tax-note', fill(data.strTaxIncluded || '', { amount: priceText(amounts.tax), percent: tax.percent }));
    }
    write('order-total', priceText(amounts.total));
    return amounts;
  }

  return { show: show, rate: rate, tax: tax };
}
