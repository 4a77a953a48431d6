/* Cellar's storefront script: cart, checkout, search, category filters, share, one module
 * per feature (ES modules, no build step; the build rewrites their imports to hashed names).
 * Text from the data files or the URL is only ever set with textContent or attributes,
 * never parsed as HTML. */
import { startCartButtons } from './cart-button.8e12233f.js';
import { startCartPage } from './cart-page.554700b4.js';
import { startCheckout } from './checkout.743462e9.js';
import { startFilters } from './filters-panel.c5ff4b9e.js';
import { cartStore, config, toast, updateBadge } from './page.3c24a6dd.js';
import { startSearchPage } from './search-page.4a489e22.js';
import { startShare } from './share.e37e83fd.js';

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
