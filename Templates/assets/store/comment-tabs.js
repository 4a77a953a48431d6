/* The goods page's comment tabs. The style sheet shows the panel the URL's fragment names
 * (`:target`; the all tab's without one) and draws its tab as chosen, with no script; this
 * marks that tab's link `aria-current="true"` too, so assistive technology tells which tab is
 * chosen: on opening the page and after each change of the fragment (a tab, back, forward). */

export function startCommentTabs(reviews) {
  // Without :has(), the style sheet shows every panel in turn, and no tab is chosen.
  if (!CSS.supports('selector(:has(*))')) return;
  const links = Array.from(reviews.querySelectorAll('.comment-tabs a[data-tab]'));
  const panels = Array.from(reviews.querySelectorAll('.comment-panel'));
  const allPanel = reviews.querySelector('.comment-panel--all');

  function markShownTab() {
    // The panel `:target` selects: its id is the fragment (plain ASCII, never percent-encoded).
    const shown = panels.find((panel) => '#' + panel.id === location.hash) || allPanel;
    for (const link of links) {
      if (link.hash === '#' + shown.id) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  }

  markShownTab();
  window.addEventListener('hashchange', markShownTab);
}
