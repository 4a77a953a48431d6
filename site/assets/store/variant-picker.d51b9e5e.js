/* A goods page's variant pickers: radio groups, one per option. Choosing shows the chosen
 * variant's price box, its photos first in the gallery and its stock from its row of the
 * page's list of variants (which the page shows without the script), sets what the site's "Add to cart" adds or shows the
 * checkout provider's control for that variant (one per variant, the others hidden), marks
 * the values that make no variant or a sold-out one, moves the other options to a variant in
 * stock when the value just chosen has one, and keeps the choice in the URL (`?variant=`),
 * which a shared link opens on. */
import { clamp } from './cart-store.7f59b2eb.js';
import { photoNumbers } from './gallery.45c81676.js';
import { element } from './page.c717efb6.js';
import { availableVariantWith, choiceState, queryWithVariant, variantFromQuery, variantWithValues } from './variants.eeb94c20.js';

/** The variants of the page's list: `{id, values, stock, row}`, in its order. */
function listedVariants(list) {
  return Array.from(list.querySelectorAll('tr[data-variant-id]'), (row) => ({
    id: row.dataset.variantId,
    values: Array.from(row.querySelectorAll('td[data-value]'), (cell) => cell.dataset.value),
    stock: Number(row.dataset.stock) || 0,
    row: row,
  }));
}

/** `gallery` is the page's started gallery (`startGallery`), or null when it has no photo. */
export function startVariantPicker(picker, gallery) {
  const list = document.querySelector('table[data-variants]');
  const priceBox = document.querySelector('[data-price-box]');
  if (!list || !priceBox) return;
  const button = document.querySelector('.buy .add-to-cart');
  const quantity = document.querySelector('.buy [data-quantity-for]');
  const providerControls = Array.from(document.querySelectorAll('[data-buy-variant]'));
  const words = picker.dataset;
  const variants = listedVariants(list);
  const groups = Array.from(picker.querySelectorAll('fieldset'), (fieldset) => Array.from(fieldset.querySelectorAll('input[type="radio"]')));
  const chosenValues = () => groups.map((radios) => radios.find((radio) => radio.checked)?.value ?? null);

  function show(variant) {
    const chosen = chosenValues();
    groups.forEach((radios, index) => {
      for (const radio of radios) {
        const state = choiceState(variants, chosen, index, radio.value);
        const choice = radio.closest('.choice');
        choice.dataset.state = state;
        choice.querySelector('.choice__state').textContent =
          state === 'sold-out' ? words.strSoldOut : state === 'unavailable' ? words.strChoiceUnavailable : '';
      }
    });
    for (const each of variants) {
      if (each === variant) each.row.setAttribute('aria-current', 'true');
      else each.row.removeAttribute('aria-current');
    }
    for (const control of providerControls) control.hidden = control.dataset.buyVariant !== variant?.id;
    if (!variant) {
      priceBox.replaceChildren(element('p', 'product__unavailable', words.strUnavailable));
      if (button) {
        button.disabled = true;
        button.textContent = words.strUnavailable;
        delete button.dataset.variantId;
      }
      return;
    }
    priceBox.replaceChildren(variant.row.querySelector('template[data-price-box]').content.cloneNode(true));
    gallery?.showFirst(photoNumbers(variant.row.dataset.photos));
    if (button) {
      button.dataset.variantId = variant.id;
      button.disabled = variant.stock < 1;
      button.textContent = variant.stock < 1 ? words.strSoldOut : words.strAdd;
    }
    if (quantity) {
      quantity.max = String(Math.max(variant.stock, 1));
      quantity.value = String(clamp(Number(quantity.value), Math.max(variant.stock, 1)));
    }
  }

  const linked = variantFromQuery(variants, location.search);
  if (linked) {
    groups.forEach((radios, index) => {
      for (const radio of radios) radio.checked = radio.value === linked.values[index];
    });
  }
  show(variantWithValues(variants, chosenValues()));
  picker.addEventListener('change', (event) => {
    const index = groups.findIndex((radios) => radios.includes(event.target));
    const chosen = chosenValues();
    const exact = variantWithValues(variants, chosen);
    const moved = exact && exact.stock > 0 ? undefined : availableVariantWith(variants, chosen, index);
    if (moved) {
      groups.forEach((radios, position) => {
        for (const radio of radios) radio.checked = radio.value === moved.values[position];
      });
    }
    const variant = moved ?? exact;
    show(variant);
    if (variant) history.replaceState(history.state, '', queryWithVariant(location.search, variant.id) + location.hash);
  });
}
