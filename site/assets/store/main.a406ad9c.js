/* Cellar's storefront script: cart, checkout, search, category filters, share, one module
 * per feature (ES modules, no build step; the build rewrites their imports to hashed names).
 * Text from the data files or the URL is only ever set with textContent or attributes,
 * never parsed as HTML. */
import { startCartButtons } from './cart-button.f2d7ec73.js';
import { startCartPage } from './cart-page.5eaffe15.js';
import { startCheckout } from './checkout.367cef2a.js';
import { startFilters } from './filters-panel.e39c110e.js';
import { cartStore, config, toast, updateBadge } from './page.0c86c555.js';
import { startSearchPage } from './search-page.9c5119f8.js';
import { startShare } from './share.fd282a40.js';

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
