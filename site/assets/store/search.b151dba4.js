/* Search over `data/search.json`: folding, matching, ranking. Pure: no page needed. */

/** Lower case, accents and width variants folded: "Château" → "chateau", "ＡＢ" → "ab". */
export function fold(text) {
  return String(text || '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const hanPattern = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Whether a folded term is in a folded text: as a substring, or for Chinese, as bigrams. */
export function contains(haystack, term) {
  if (haystack.includes(term)) return true;
  if (term.length < 3 || !hanPattern.test(term)) return false;
  for (let index = 0; index < term.length - 1; index++) {
    if (!haystack.includes(term.slice(index, index + 2))) return false;
  }
  return true;
}

/** The query's words, folded; every one must match the title, brand or category. */
export function searchTerms(query) {
  return fold(query).split(/[\s,，、]+/).filter((term) => term.length > 0);
}

/**
 * The index's rows as entries `{id, title, brand, cents, rating, url, thumb, cartKey, soldOut,
 * titleKey, otherKey}`, by the file's field names, URLs resolved against `indexURL`.
 */
export function indexFromData(data, indexURL) {
  const field = {};
  data.fields.forEach((name, position) => { field[name] = position; });
  return data.goods.map((row) => {
    const category = data.categories[row[field.category]] || '';
    const brand = row[field.brand];
    return {
      id: row[field.id], title: row[field.title], brand: brand, cents: row[field.cents], rating: row[field.rating],
      url: new URL(row[field.url], indexURL).href,
      thumb: row[field.thumb] ? new URL(row[field.thumb], indexURL).href : null,
      cartKey: row[field.cartKey], soldOut: row[field.soldOut],
      titleKey: fold(row[field.title]), otherKey: fold((brand || '') + ' ' + category),
    };
  });
}

/**
 * The entries matching every word of the query: those with more words in the title first,
 * then those whose title starts with the first word, then in the index's order.
 */
export function search(index, query) {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const results = [];
  for (let position = 0; position < index.length; position++) {
    const entry = index[position];
    let inTitle = 0;
    let matched = true;
    for (const term of terms) {
      if (contains(entry.titleKey, term)) inTitle++;
      else if (!contains(entry.otherKey, term)) { matched = false; break; }
    }
    if (!matched) continue;
    const starts = entry.titleKey.startsWith(terms[0]) ? 1 : 0;
    results.push({ entry: entry, score: inTitle * 4 + starts * 2, position: position });
  }
  results.sort((a, b) => b.score - a.score || a.position - b.position);
  return results.map((result) => result.entry);
}
