import assert from 'node:assert/strict';
import test from 'node:test';
import { fieldRules, orderText, parseSavedForm } from '../../Templates/assets/store/order.js';

test('the phone rule ignores spaces, dashes, dots and brackets and follows the pattern', () => {
  const chinese = fieldRules(/^1[0-9]{10}$/);
  assert.equal(chinese.phone('138-0013 8000'), true);
  assert.equal(chinese.phone('238 0013 8000'), false);
  const english = fieldRules(/^[+]?[0-9]{7,15}$/);
  assert.equal(english.phone('+44 (20) 7946.0958'), true);
  assert.equal(english.phone('12345'), false);
});

test('name, address and terms have their rules', () => {
  const rules = fieldRules(/./);
  assert.equal(rules.name(' A '), false);
  assert.equal(rules.name('Al'), true);
  assert.equal(rules.address('1 St'), false);
  assert.equal(rules.address('1 High St'), true);
  assert.equal(rules.terms('on', false), false);
  assert.equal(rules.terms('on', true), true);
});

test('orderText lists the lines, the total and the contact details', () => {
  const text = orderText({
    store: 'Cellar', pricePrefix: '¥',
    lines: [{ title: 'Gin', quantity: 2, cents: 5000 }, { title: 'Wine', quantity: 1, cents: 123456 }],
    contact: { name: ' Ann ', phone: '13800138000', address: '1 High St ' },
    words: { summary: 'Order summary', total: 'Total', name: 'Name', phone: 'Phone', address: 'Address' },
  });
  assert.equal(text, [
    'Order summary — Cellar', '', 'Gin × 2 — ¥100.00', 'Wine × 1 — ¥1,234.56', '', 'Total: ¥1,334.56', '',
    'Name: Ann', 'Phone: 13800138000', 'Address: 1 High St',
  ].join('\n'));
});

test('parseSavedForm keeps only the text fields and a checked box', () => {
  assert.deepEqual(parseSavedForm('{"name":"Ann","phone":5,"terms":"yes","extra":1}'), { name: 'Ann' });
  assert.deepEqual(parseSavedForm('{"address":"x","terms":true}'), { address: 'x', terms: true });
  assert.deepEqual(parseSavedForm('not json'), {});
  assert.deepEqual(parseSavedForm(null), {});
  assert.deepEqual(parseSavedForm('"text"'), {});
});
