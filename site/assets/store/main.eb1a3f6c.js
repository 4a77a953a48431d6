/* Cellar's storefront script: cart, checkout, search, category filters, share, one module
 * per feature (ES modules, no build step; the build rewrites their imports to hashed names).
 * Text from the data files or the URL is only ever set with textContent or attributes,
 * never parsed as HTML. */
import { startCartButtons } from './cart-button.82b1bf12.js';
import { startCartPage } from './cart-page.d81cae32.js';
import { startCheckout } from './checkout.a7d247a2.js';
import { startFilters } from './filters-panel.6e8dce9d.js';
import { cartStore, config, toast, updateBadge } from './page.7fe5073f.js';
import { startSearchPage } from './search-page.2e92954f.js';
import { startShare } from './share.83338dc9.js';

for (const form of document.querySelectorAll('form[data-search-page]')) form.action = form.dataset.searchPage;
startCartButtons();
startShare();
updateBadge(cartStore.read());

const cartPage = document.querySelector('[data-cart-page]');
const checkout = document.querySelector('[data-checkout]');
if (cartPage) startCartPage(cartPage);
if (checkout) startCheckout(checkout);
if (cartStore.wasReset && !cartPage && !checkout) toast(config.strCartReset);
const searchPage = document.querySelector('.search-page');
if (searchPage) startSearchPage(searchPage);
const filters = document.querySelector('[data-filters]');
if (filters) startFilters(filters);
