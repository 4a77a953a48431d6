/* Cellar's storefront script: cart, checkout, search, category filters, share, comment tabs, gallery,
 * market picker,
 * one module per feature (ES modules, no build step; the build rewrites their imports to
 * hashed names).
 * Text from the data files or the URL is only ever set with textContent or attributes,
 * never parsed as HTML. */
import { startCartButtons } from './cart-button.fd8ed017.js';
import { startCartPage } from './cart-page.d127ab7c.js';
import { startCheckout } from './checkout.cd6fb3f8.js';
import { startCommentTabs } from './comment-tabs.0c974b9d.js';
import { startFilters } from './filters-panel.ed6e3c43.js';
import { startGallery } from './gallery.45c81676.js';
import { startMarketPicker } from './market-picker.9a0e6669.js';
import { cartStore, config, toast, updateBadge } from './page.c717efb6.js';
import { startSearchPage } from './search-page.0b112179.js';
import { startShare } from './share.1f8eec12.js';
import { startVariantPicker } from './variant-picker.d51b9e5e.js';

const marketPicker = document.querySelector('.market-picker');
if (marketPicker) startMarketPicker(marketPicker);
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
const galleryElement = document.querySelector('[data-gallery]');
const gallery = galleryElement ? startGallery(galleryElement) : null;
const variantPicker = document.querySelector('[data-variant-picker]');
if (variantPicker) startVariantPicker(variantPicker, gallery);
const filters = document.querySelector('[data-filters]');
if (filters) startFilters(filters);
const reviews = document.querySelector('[data-comment-tabs]');
if (reviews) startCommentTabs(reviews);
