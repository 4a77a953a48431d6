import assert from 'node:assert/strict';
import test from 'node:test';
import {
  decimal, fieldRules, formEncoded, newReference, orderPayload, orderText, parseSavedForm, referenceFor,
} from '../../Templates/assets/store/order.js';

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

test('amounts are exact decimals of the cents', () => {
  assert.equal(decimal(38800), '388.00');
  assert.equal(decimal(5), '0.05');
  assert.equal(decimal(1999999), '19999.99');
});

test('the order an endpoint receives has each line at its published price, the total and the reference', () => {
  const payload = orderPayload({
    reference: 'C-20261126-ABCDEFGH', currency: 'CNY', website: '',
    lines: [
      { id: 'g-001', title: 'Pomerol', quantity: 1, cents: 38800 },
      { id: 'cx', variant: '750-2018', options: 'Size: 750 ml', name: 'Château X', title: 'Château X (Size: 750 ml)', quantity: 3, cents: 9850 },
    ],
    contact: { name: ' Ann ', phone: '+44 1', address: ' 1 Vine St ' },
  });
  assert.deepEqual(payload.lines, [
    { goods: 'g-001', variant: null, options: null, title: 'Pomerol', quantity: 1, unitPrice: '388.00', lineTotal: '388.00' },
    { goods: 'cx', variant: '750-2018', options: 'Size: 750 ml', title: 'Château X', quantity: 3, unitPrice: '98.50', lineTotal: '295.50' },
  ]);
  assert.equal(payload.total, '683.50');
  assert.equal(payload.reference, 'C-20261126-ABCDEFGH');
  assert.deepEqual(payload.customer, { name: 'Ann', phone: '+44 1', address: '1 Vine St' });
});

test('the form encoding names every value by its place', () => {
  const body = formEncoded({ reference: 'R', lines: [{ goods: 'g', variant: null, options: { Size: 'L' }, quantity: 2 }] });
  assert.equal(body.toString(), 'reference=R&lines%5B0%5D%5Bgoods%5D=g&lines%5B0%5D%5Boptions%5D%5BSize%5D=L&lines%5B0%5D%5Bquantity%5D=2');
});

test('a reference is the day and eight unambiguous letters, kept for a retry of the same lines', () => {
  const reference = newReference(new Date('2026-11-26T10:00:00Z'), (count) => new Uint8Array(count).fill(3));
  assert.equal(reference, 'C-20261126-55555555');
  assert.match(newReference(), /^C-\d{8}-[2-9A-HJ-NP-Z]{8}$/);
  const make = () => 'NEW';
  assert.equal(referenceFor({ reference: 'OLD', fingerprint: 'a' }, 'a', make), 'OLD');
  assert.equal(referenceFor({ reference: 'OLD', fingerprint: 'a' }, 'b', make), 'NEW');
  assert.equal(referenceFor(null, 'a', make), 'NEW');
});
