/* "Add to cart" on goods pages (with the quantity input) and cards. */
import { addToCart, clamp } from './cart-store.e8a3b0a8.js';
import { whenLoadFails } from './data.161631fa.js';
import { cartStore, config, loadCatalogue, saveCart, toast, updateBadge } from './page.8192d530.js';

const outcomeText = { 'sold-out': 'strSoldOut', limited: 'strStockLimited', added: 'strAdded' };

function add(id, quantity) {
  return loadCatalogue().then((catalogue) => {
    const cart = cartStore.read();
    const outcome = addToCart(cart, catalogue.get(id), quantity);
    if (outcome !== 'sold-out') saveCart(cart);
    toast(config[outcomeText[outcome]]);
  }, whenLoadFails(() => toast(config.strCartFailed)));
}

export function startCartButtons() {
  document.addEventListener('click', (event) => {
    const button = event.target.closest('button.add-to-cart[data-goods-id]');
    if (!button || button.disabled) return;
    const id = button.dataset.goodsId;
    let quantity = 1;
    for (const input of document.querySelectorAll('[data-quantity-for]')) {
      if (input.dataset.quantityFor === id) quantity = clamp(Number(input.value), Number(input.max) || 1);
    }
    add(id, quantity);
  });
  window.addEventListener('storage', (event) => {
    if (event.key === cartStore.key) updateBadge(cartStore.read());
  });
}
