import assert from 'node:assert/strict';
import test from 'node:test';
import { LoadError, catalogueFromData, catalogueLoader, loadJSON, whenLoadFails } from '../../Templates/assets/store/data.js';

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
  const failure = new LoadError('data/catalogue.json', 'HTTP 500');
  handler(failure);
  assert.deepEqual(shown, ['notice']);
  assert.deepEqual(logged, [failure]);
  const bug = new TypeError('x is undefined');
  assert.throws(() => handler(bug), (error) => error === bug);
  assert.deepEqual(shown, ['notice']);
});

test('catalogueFromData maps goods by id with URLs resolved against the data file', () => {
  const catalogue = catalogueFromData({ items: [
    { id: 'g1', title: 'Gin', price: '¥50.00', cents: 5000, stock: 3, url: '../goods/g1/', thumb: null },
  ] }, 'https://shop.test/shop/data/catalogue.json');
  assert.deepEqual(catalogue.get('g1'), {
    id: 'g1', title: 'Gin', price: '¥50.00', cents: 5000, stock: 3, url: 'https://shop.test/shop/goods/g1/', thumb: null,
  });
});

test('catalogueLoader loads once, and again after a failure', async () => {
  let calls = 0;
  let status = 500;
  const load = catalogueLoader('https://shop.test/data/catalogue.json', async () => {
    calls++;
    return { ok: status < 300, status, json: async () => ({ items: [] }) };
  });
  await assert.rejects(load(), LoadError);
  status = 200;
  const first = await load();
  const second = await load();
  assert.equal(first, second);
  assert.equal(calls, 2);
});
