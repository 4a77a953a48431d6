/* The market picker: the market a shopper picks is saved for their next visit, and a visit
 * that comes into the site from elsewhere on another market's page goes to the saved market's
 * version of it. A crawler saves nothing, so it is never sent anywhere. */
import { readSaved, writeSaved } from './page.c717efb6.js';

/** One key for the whole origin: every market in folders of one site shares it. */
const savedMarketKey = 'cellar:market';

export function startMarketPicker(picker) {
  for (const link of picker.querySelectorAll('a[data-market]')) {
    link.addEventListener('click', () => writeSaved(savedMarketKey, link.dataset.market));
  }
  const current = picker.querySelector('a[aria-current]');
  const saved = readSaved(savedMarketKey);
  if (!saved || !current || saved === current.dataset.market || cameFromThisSite()) return;
  const target = [...picker.querySelectorAll('a[data-market]')].find((link) => link.dataset.market === saved);
  if (target) location.replace(target.href);
}

function cameFromThisSite() {
  if (!document.referrer) return false;
  try {
    return new URL(document.referrer).origin === location.origin;
  } catch (error) {
    return false;
  }
}
