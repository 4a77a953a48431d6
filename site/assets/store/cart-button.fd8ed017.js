/* "Add to cart" on goods pages (with the quantity input) and cards. */
import { addToCart, clamp, lineKey } from './cart-store.7f59b2eb.js';
import { whenLoadFails } from './data.acd57972.js';
import { cartStore, config, loadCartItems, saveCart, toast, updateBadge } from './page.c717efb6.js';

const outcomeText = { 'sold-out': 'strSoldOut', limited: 'strStockLimited', added: 'strAdded' };

/** Adds the goods item or variant of `ref` (`{id, variant, key}`): only its shard of the cart's data is loaded. */
function add(ref, quantity) {
  return loadCartItems([ref]).then((items) => {
    const cart = cartStore.read();
    const outcome = addToCart(cart, items.get(lineKey(ref)), quantity);
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
    const ref = { id: id, key: key };
    if (button.dataset.variantId) ref.variant = button.dataset.variantId;
    add(ref, quantity);
  });
  window.addEventListener('storage', (event) => {
    if (event.key === cartStore.key) updateBadge(cartStore.read());
  });
}
