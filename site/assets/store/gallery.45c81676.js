/* A goods page's gallery: slides in a row that snaps one photo at a time, and thumbnails
 * linking to them, which work without the script. With it, the thumbnail of the slide in view
 * is marked (`aria-current`), choosing a thumbnail scrolls the row to its slide without moving
 * the page, the arrow keys and Home/End move the focused row a slide at a time, and a chosen
 * variant's own photos come first. */

/** The numbers in a `data-…-photos` attribute: `"3 0 1"` → `['3', '0', '1']`. */
export function photoNumbers(text) {
  return (text ?? '').split(' ').filter((number) => number !== '');
}

export function startGallery(gallery) {
  const track = gallery.querySelector('[data-gallery-slides]');
  const slides = Array.from(track.querySelectorAll('[data-photo]'));
  const thumbs = Array.from(gallery.querySelectorAll('.gallery__thumbs > [data-photo]'));
  const ownPhotos = photoNumbers(gallery.dataset.ownPhotos);
  const shownSlides = () => slides.filter((slide) => !slide.hidden);

  function current() {
    const shown = shownSlides();
    const width = track.clientWidth || 1;
    return shown[Math.min(shown.length - 1, Math.max(0, Math.round(track.scrollLeft / width)))];
  }

  function markCurrent() {
    const number = current()?.dataset.photo;
    for (const thumb of thumbs) {
      const link = thumb.querySelector('a');
      if (thumb.dataset.photo === number) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  }

  function scrollTo(slide, behavior) {
    const shown = shownSlides();
    track.scrollTo({ left: shown.indexOf(slide) * track.clientWidth, behavior: behavior });
  }

  let frame = 0;
  track.addEventListener('scroll', () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(markCurrent);
  });
  gallery.addEventListener('click', (event) => {
    const link = event.target.closest('.gallery__thumb');
    if (!link) return;
    event.preventDefault();
    const slide = slides.find((each) => '#' + each.id === link.getAttribute('href'));
    if (slide) scrollTo(slide);
  });
  track.addEventListener('keydown', (event) => {
    if (event.target !== track && !track.contains(event.target)) return;
    const shown = shownSlides();
    const at = shown.indexOf(current());
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: shown.length - 1 }[event.key];
    if (to === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    scrollTo(shown[Math.min(shown.length - 1, Math.max(0, to))]);
  });
  markCurrent();

  return {
    /** Shows `variantPhotos` (numbers) first, then the goods item's own; hides every other. */
    showFirst(variantPhotos) {
      const order = [...variantPhotos, ...ownPhotos.filter((number) => !variantPhotos.includes(number))];
      for (const list of [slides, thumbs]) {
        const parent = list[0]?.parentElement;
        if (!parent) continue;
        // The variant's and the goods item's first, in order, then the others', hidden.
        const rank = (item) => (order.includes(item.dataset.photo) ? order.indexOf(item.dataset.photo) : order.length);
        for (const item of [...list].sort((a, b) => rank(a) - rank(b))) {
          item.hidden = rank(item) === order.length;
          parent.append(item);
        }
      }
      scrollTo(shownSlides()[0], 'instant');
      markCurrent();
    },
  };
}
