/* Goods cards drawn by the script: clones of the `<template data-card-template>` the page
 * renders with the `goods-card` partial, so there is one card markup. The template holds
 * every optional part; a card keeps the ones its goods item has. */
import { fill, starStates } from './format.d44e34a1.js';
import { config } from './page.1e5c0093.js';

function drawStars(box, rating, label) {
  const states = starStates(rating);
  const drawn = box.querySelector('.stars[role="img"]');
  const none = box.querySelector('.stars--none');
  if (!states) {
    drawn.remove();
    return;
  }
  none.remove();
  drawn.setAttribute('aria-label', label || fill(config.strRated, { n: states.value }));
  drawn.querySelectorAll('.star').forEach((star, position) => {
    star.classList.toggle('star--full', states.kinds[position] === 'full');
    star.classList.toggle('star--half', states.kinds[position] === 'half');
  });
  drawn.querySelector('.rating-value').textContent = states.value;
}

/** Sets `text` on the part at `selector`, or removes the part when there is no text. */
function keepWith(card, selector, text) {
  const part = card.querySelector(selector);
  if (text) part.textContent = text;
  else part.remove();
}

/**
 * A card for `goods`: `{id, cartKey, title, url, thumb, brand, price, marketPrice, salesText,
 * rating, ratingLabel, soldOut, variant, addLabel}` (`thumb`, `brand`, `marketPrice`,
 * `salesText`, `rating` may be null; `variant`, the variant its button adds, and `addLabel`,
 * the button's name, may be missing).
 */
export function goodsCard(goods) {
  const template = document.querySelector('template[data-card-template]');
  const card = template.content.firstElementChild.cloneNode(true);
  card.classList.toggle('card--sold-out', Boolean(goods.soldOut));
  card.querySelector('.card__link').href = goods.url;
  const image = card.querySelector('.card__image');
  if (goods.thumb) {
    image.src = goods.thumb;
    card.querySelector('.placeholder').remove();
  } else {
    image.remove();
  }
  if (!goods.soldOut) card.querySelector('.badge--sold-out').remove();
  card.querySelector('.card__title').textContent = goods.title;
  keepWith(card, '.card__brand', goods.brand);
  drawStars(card.querySelector('.card__rating'), goods.rating, goods.ratingLabel);
  card.querySelector('.card__price .price').textContent = goods.price;
  if (goods.marketPrice) card.querySelector('.market-price__value').textContent = goods.marketPrice;
  else card.querySelector('.market-price').remove();
  keepWith(card, '.card__sales', goods.salesText);
  const button = card.querySelector('.add-to-cart');
  button.dataset.goodsId = goods.id;
  button.dataset.cartKey = String(goods.cartKey);
  if (typeof goods.variant === 'string') button.dataset.variantId = goods.variant;
  button.setAttribute('aria-label', goods.addLabel || fill(config.strAddNamed, { title: goods.title }));
  button.textContent = goods.soldOut ? config.strSoldOut : config.strAdd;
  button.disabled = Boolean(goods.soldOut);
  return card;
}
