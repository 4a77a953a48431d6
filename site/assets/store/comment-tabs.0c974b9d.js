/* The goods page's comment tabs. The style sheet shows the panel the URL's fragment names
 * (`:target`; the all tab's without one) and draws its tab as chosen, with no script; this
 * marks that tab's link `aria-current="true"` too, so assistive technology tells which tab is
 * chosen, and scrolls the row of tabs (narrower than the tabs on a phone) to show it whole:
 * on opening the page and after each change of the fragment (a tab, back, forward). */

export function startCommentTabs(reviews) {
  // Without :has(), the style sheet shows every panel in turn, and no tab is chosen.
  if (!CSS.supports('selector(:has(*))')) return;
  const row = reviews.querySelector('.comment-tabs');
  const links = Array.from(row.querySelectorAll('a[data-tab]'));
  const panels = Array.from(reviews.querySelectorAll('.comment-panel'));
  const allPanel = reviews.querySelector('.comment-panel--all');

  /** Scrolls the row, never the page, so that `link` is in it whole. */
  function reveal(link) {
    const box = link.getBoundingClientRect();
    const shown = row.getBoundingClientRect();
    if (box.left < shown.left) row.scrollLeft -= shown.left - box.left;
    else if (box.right > shown.right) row.scrollLeft += box.right - shown.right;
  }

  function markShownTab() {
    // The panel `:target` selects: its id is the fragment (plain ASCII, never percent-encoded).
    const shown = panels.find((panel) => '#' + panel.id === location.hash) || allPanel;
    for (const link of links) {
      if (link.hash === '#' + shown.id) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
    revealChosen();
  }

  function revealChosen() {
    const chosen = row.querySelector('a[aria-current]');
    if (chosen) reveal(chosen);
  }

  markShownTab();
  window.addEventListener('hashchange', markShownTab);
  // A narrower row (a phone turned, a window made smaller) may hide the chosen tab again.
  new ResizeObserver(revealChosen).observe(row);
}
