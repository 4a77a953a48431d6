/* Search over the sharded index in `data/search/` (the build's SearchIndexViewModel): the
 * query's words, the terms shards they need, matching and ranking, the records of the
 * results shown. Pure but for the loads it is given: no page needed. */
import { findShardURL, shardCount, shardFor } from './shards.151e7e85.js';

/** Lower case, accents and width variants folded: "Château" → "chateau", "ＡＢ" → "ab". */
export function fold(text) {
  return String(text || '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const hanPattern = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const wordPattern = /[\p{L}\p{M}\p{N}]/u;

/**
 * The words of `text`, folded: runs of Han characters (`isHan`) and runs of other letters,
 * marks and digits; anything else separates words. The build's SearchTokens is the same
 * rule (Tests/search-cases.json holds the cases both check).
 */
export function tokens(text) {
  const found = [];
  let word = '';
  let wordIsHan = false;
  for (const character of fold(text)) {
    const han = hanPattern.test(character);
    if (!han && !wordPattern.test(character)) {
      if (word) found.push({ text: word, isHan: wordIsHan });
      word = '';
      continue;
    }
    if (han !== wordIsHan && word) {
      found.push({ text: word, isHan: wordIsHan });
      word = '';
    }
    wordIsHan = han;
    word += character;
  }
  if (word) found.push({ text: word, isHan: wordIsHan });
  return found;
}

/**
 * What a query word asks of the index, every part needed: a word of two or more characters
 * as the start of a term ("chat" finds "chateau"), one Latin character as a whole term, one
 * Chinese character as the start of a term (the index holds each Chinese word's bigrams and
 * its last character alone), two or more as each of their bigrams.
 */
export function lookups(token) {
  const characters = Array.from(token.text);
  if (!token.isHan) return [{ term: token.text, prefix: characters.length > 1 }];
  if (characters.length === 1) return [{ term: token.text, prefix: true }];
  return characters.slice(0, -1).map((character, index) => ({ term: character + characters[index + 1], prefix: false }));
}

const lastDigits = '0123456789abcdefghijklmnopqrstuv';
const otherDigits = 'wxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_';

/** A term's postings (the build's PostingList): `position * 4 + place`, ascending. */
export function decodePostings(text) {
  const postings = [];
  let previous = 0;
  let delta = 0;
  for (const digit of text) {
    const other = otherDigits.indexOf(digit);
    if (other >= 0) {
      delta = delta * 32 + other;
      continue;
    }
    previous += delta * 32 + lastDigits.indexOf(digit);
    postings.push(previous);
    delta = 0;
  }
  return postings;
}

/** Where a term is in a goods item: 0 its brand or category, 1 its title, 2 the title's first word. */
const titlePlace = 1;
const titleStartPlace = 2;

/** The terms shards one lookup needs, by number. */
function shardsFor(manifest, lookup) {
  const first = shardFor(manifest, 'terms', lookup.term);
  if (!lookup.prefix) return first < 0 ? [] : [first];
  const last = shardFor(manifest, 'terms', lookup.term + '\uffff');
  const numbers = [];
  for (let number = Math.max(first, 0); number <= last; number++) numbers.push(number);
  return numbers;
}

/** The goods one lookup matches, position → best place, from the loaded terms shards. */
function matches(lookup, shards) {
  const found = new Map();
  for (const shard of shards) {
    const terms = lookup.prefix ? Object.keys(shard).filter((term) => term.startsWith(lookup.term)) : [lookup.term];
    for (const term of terms) {
      if (!Object.hasOwn(shard, term)) continue;
      for (const posting of decodePostings(shard[term])) {
        const position = Math.floor(posting / 4);
        found.set(position, Math.max(found.get(position) ?? 0, posting % 4));
      }
    }
  }
  return found;
}

/** The goods matching every lookup of a word; a Chinese word is in the title when all its bigrams are. */
function wordMatches(parts) {
  const [first, ...others] = parts;
  const found = new Map();
  for (const [position, place] of first) {
    let inTitle = true;
    let everywhere = true;
    for (const other of others) {
      if (!other.has(position)) { everywhere = false; break; }
      if (other.get(position) < titlePlace) inTitle = false;
    }
    if (everywhere) found.set(position, inTitle ? place : 0);
  }
  return found;
}

/**
 * The sharded search index behind a manifest. `load(url)` resolves to a data file's parsed
 * JSON or rejects with a `LoadError`; each file is loaded once (a failed one is tried again
 * by the next search).
 */
export class SearchIndex {
  constructor(manifest, load) {
    this.manifest = manifest;
    this.load = load;
    this.loaded = new Map();
    this.recordsPerShard = manifest.settings.recordsPerShard;
    this.fields = manifest.settings.recordFields;
  }

  loadOnce(url) {
    if (!this.loaded.has(url)) {
      const loading = this.load(url);
      this.loaded.set(url, loading);
      loading.catch(() => this.loaded.delete(url));
    }
    return this.loaded.get(url);
  }

  async shard(group, number) {
    const url = (await findShardURL(this.manifest, group, number, (indexURL) => this.loadOnce(indexURL))).href;
    return { data: await this.loadOnce(url), url };
  }

  /**
   * The positions of the goods matching every word of `query`: those with more words in the
   * title first, then those whose title starts with the first word, then best sellers first.
   */
  async find(query) {
    const words = tokens(query).map(lookups);
    if (words.length === 0 || shardCount(this.manifest, 'terms') === 0) return [];
    const numbers = new Set(words.flat().flatMap((lookup) => shardsFor(this.manifest, lookup)));
    const shards = new Map();
    await Promise.all([...numbers].map(async (number) => { shards.set(number, (await this.shard('terms', number)).data); }));
    const perWord = words.map((parts) => wordMatches(parts.map((lookup) =>
      matches(lookup, shardsFor(this.manifest, lookup).map((number) => shards.get(number))))));
    const results = [];
    for (const [position, place] of perWord[0]) {
      let score = (place >= titlePlace ? 4 : 0) + (place === titleStartPlace ? 2 : 0);
      let everywhere = true;
      for (const other of perWord.slice(1)) {
        if (!other.has(position)) { everywhere = false; break; }
        if (other.get(position) >= titlePlace) score += 4;
      }
      if (everywhere) results.push({ position, score });
    }
    results.sort((a, b) => b.score - a.score || a.position - b.position);
    return results.map((result) => result.position);
  }

  /**
   * The records of the goods at `positions`, in that order: `{id, title, brand, cents,
   * rating, url, thumb, inStock}`, URLs resolved against their shard.
   */
  async records(positions) {
    const numbers = [...new Set(positions.map((position) => Math.floor(position / this.recordsPerShard)))];
    const shards = new Map();
    await Promise.all(numbers.map(async (number) => { shards.set(number, await this.shard('records', number)); }));
    return positions.map((position) => {
      const shard = shards.get(Math.floor(position / this.recordsPerShard));
      const row = shard.data[position % this.recordsPerShard];
      const record = {};
      this.fields.forEach((name, index) => { record[name] = row[index]; });
      record.url = new URL(record.url, shard.url).href;
      record.thumb = record.thumb ? new URL(record.thumb, shard.url).href : null;
      record.inStock = record.inStock === 1;
      return record;
    });
  }
}
