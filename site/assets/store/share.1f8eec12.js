/* Share on goods pages: the Web Share API where the browser has it, else the link is copied. */
import { config, toast } from './page.c717efb6.js';

export function startShare() {
  document.addEventListener('click', (event) => {
    const button = event.target.closest('[data-share]');
    if (!button) return;
    const url = location.href;
    if (navigator.share) {
      navigator.share({ title: button.dataset.shareTitle || document.title, url: url }).catch((error) => {
        // The shopper closing the share sheet is no failure.
        if (error.name !== 'AbortError') console.error(error);
      });
      return;
    }
    const failed = (error) => {
      if (error) console.error(error);
      toast(config.strCopyFailed);
    };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(url).then(() => toast(config.strLinkCopied), failed);
    } else {
      failed();
    }
  });
}
