import assert from 'node:assert/strict';
import test from 'node:test';
import {
  LoadError, loadJSON, onceEach, recordsFromData, whenLoadFails,
} from '../../Templates/assets/store/data.js';

const answering = (status, body) => async () => ({ ok: status < 300, status, json: async () => JSON.parse(body) });

test('loadJSON turns an HTTP error, a network error and bad JSON into LoadErrors naming the file', async () => {
  await assert.rejects(loadJSON('data/x.json', answering(404, '{}')), (error) => error instanceof LoadError && error.message === 'Could not load data/x.json: HTTP 404');
  await assert.rejects(loadJSON('data/x.json', async () => { throw new TypeError('Failed to fetch'); }),
    (error) => error instanceof LoadError && /Failed to fetch/.test(error.message));
  await assert.rejects(loadJSON('data/x.json', answering(200, '{')), (error) => error instanceof LoadError && /not JSON/.test(error.message));
  assert.deepEqual(await loadJSON('data/x.json', answering(200, '{"a":1}')), { a: 1 });
});

test('whenLoadFails shows and logs a failed load but throws any other error on', (context) => {
  const logged = [];
  context.mock.method(console, 'error', (error) => logged.push(error));
  const shown = [];
  const handler = whenLoadFails(() => shown.push('notice'));
  const failure = new LoadError('data/cart/3.json', 'HTTP 500');
  handler(failure);
  assert.deepEqual(shown, ['notice']);
  assert.deepEqual(logged, [failure]);
  const bug = new TypeError('x is undefined');
  assert.throws(() => handler(bug), (error) => error === bug);
  assert.deepEqual(shown, ['notice']);
});

test('recordsFromData reads rows by field name with URLs resolved against the data file', () => {
  const records = recordsFromData({
    fields: ['id', 'title', 'cents', 'url', 'thumb'],
    rows: [['g1', 'Gin', 5000, '../../goods/g1/', null], ['g2', 'Rum', 700, '../../goods/g2/', '../../media/r.jpg']],
  }, 'https://shop.test/shop/data/cart/3.json');
  assert.deepEqual(records, [
    { id: 'g1', title: 'Gin', cents: 5000, url: 'https://shop.test/shop/goods/g1/', thumb: null },
    { id: 'g2', title: 'Rum', cents: 700, url: 'https://shop.test/shop/goods/g2/', thumb: 'https://shop.test/shop/media/r.jpg' },
  ]);
  assert.throws(() => recordsFromData({ items: [] }, 'data/x.json'), LoadError);
});

test('onceEach loads a key once, and again after a failure', async () => {
  let calls = 0;
  let fails = true;
  const load = onceEach(async (key) => {
    calls++;
    if (fails) throw new LoadError(key, 'HTTP 500');
    return key + '!';
  });
  await assert.rejects(load('a'), LoadError);
  fails = false;
  assert.equal(await load('a'), 'a!');
  assert.equal(await load('a'), 'a!');
  assert.equal(calls, 2);
});
