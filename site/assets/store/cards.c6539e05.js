/* Goods cards drawn by the script: clones of the `<template data-card-template>` the page
 * renders with the `goods-card` partial, so there is one card markup. The template holds
 * every optional part; a card keeps the ones its goods item has. */
import { fill, starStates } from './format.bbba97e8.js';
import { config } from './page.c717efb6.js';

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
 * Keeps the card's one button for what `buy` says (the template has every kind the store's
 * cards have) and fills it in: `null` or missing, the site's "Add to cart"; `"options"`, a
 * link to the goods page; `{snipcart: [[attribute, value], …]}`, Snipcart's buy button;
 * `{foxy: {action, fields: [[name, value], …]}}`, Foxy's signed form; `{link}`, Stripe's
 * payment link.
 */
function keepButton(card, goods) {
  const buy = goods.buy ?? null;
  const kind = buy === null ? 'cart' : buy === 'options' ? 'options' : Object.keys(buy)[0];
  const controls = {
    cart: card.querySelector('.add-to-cart'),
    options: card.querySelector('.card__options'),
    snipcart: card.querySelector('.snipcart-add-item'),
    foxy: card.querySelector('.card__form'),
    link: card.querySelector('.buy-now'),
  };
  for (const [name, control] of Object.entries(controls)) if (control && name !== kind) control.remove();
  const control = controls[kind];
  const label = goods.addLabel || fill(config.strAddNamed, { title: goods.title });
  if (kind === 'options') {
    control.href = goods.url;
    control.setAttribute('aria-label', label);
    return;
  }
  if (kind === 'link') {
    control.href = buy.link;
    control.setAttribute('aria-label', control.textContent + ': ' + goods.title);
    return;
  }
  const button = kind === 'foxy' ? control.querySelector('button') : control;
  if (kind === 'cart') {
    button.dataset.goodsId = goods.id;
    button.dataset.cartKey = String(goods.cartKey);
  } else if (kind === 'snipcart') {
    for (const [name, value] of buy.snipcart) button.setAttribute(name, value);
  } else {
    control.action = buy.foxy.action;
    for (const [name, value] of buy.foxy.fields) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      control.insertBefore(input, button);
    }
  }
  button.setAttribute('aria-label', label);
  button.textContent = goods.soldOut ? config.strSoldOut : config.strAdd;
  button.disabled = Boolean(goods.soldOut);
}

/**
 * A card for `goods`: `{id, cartKey, title, url, thumb, brand, price, marketPrice, salesText,
 * rating, ratingLabel, soldOut, buy, addLabel}` (`thumb`, `brand`, `marketPrice`,
 * `salesText`, `rating` may be null; `buy`, what its button does (see `keepButton`), and
 * `addLabel`, the button's name, may be missing).
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
  keepButton(card, goods);
  return card;
}
