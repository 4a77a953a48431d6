/* "Add to cart" on goods pages (with the quantity input) and cards. */
<<<<<<<< HEAD:site/assets/store/cart-button.b33b9604.js
import { addToCart, clamp } from './cart-store.e8a3b0a8.js';
import { whenLoadFails } from './data.161631fa.js';
import { cartStore, config, loadCatalogue, saveCart, toast, updateBadge } from './page.8192d530.js';
========
import { addToCart, clamp } from './cart-store.js';
import { whenLoadFails } from './data.js';
import { cartStore, config, loadCartItems, saveCart, toast, updateBadge } from './page.js';
>>>>>>>> 9844f512 (Cart and category filters from sharded data: the cart's prices and stock in shards by a hash of the goods id (the page gives the key, the manifest the count), each category's filters from compact columns of values, price ranks and ratings by place, and its cards loaded 16 places a shard only for the results on screen (with Show more); catalogue.json and the per-category card files are gone):site/assets/store/cart-button.89b25cc8.js

const outcomeText = { 'sold-out': 'strSoldOut', limited: 'strStockLimited', added: 'strAdded' };

/** Adds the goods item of `ref` (`{id, key}`): only its shard of the cart's data is loaded. */
function add(ref, quantity) {
  return loadCartItems([ref]).then((items) => {
    const cart = cartStore.read();
    const outcome = addToCart(cart, items.get(ref.id), quantity);
    if (outcome !== 'sold-out') saveCart(cart);
    toast(config[outcomeText[outcome]]);
  }, whenLoadFails(() => toast(config.strCartFailed)));
}

export function startCartButtons() {
  document.addEventListener('click', (event) => {
    const button = event.target.closest('button.add-to-cart[data-goods-id]');
    if (!button || button.disabled) return;
    const id = button.dataset.goodsId;
    const key = Number(button.dataset.cartKey);
    let quantity = 1;
    for (const input of document.querySelectorAll('[data-quantity-for]')) {
      if (input.dataset.quantityFor === id) quantity = clamp(Number(input.value), Number(input.max) || 1);
    }
    add({ id: id, key: key }, quantity);
  });
  window.addEventListener('storage', (event) => {
    if (event.key === cartStore.key) updateBadge(cartStore.read());
  });
}
