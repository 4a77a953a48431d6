import assert from 'node:assert/strict';
import test from 'node:test';
import {
  decimal, deliveryCents, fieldRules, formEncoded, newReference, orderAmounts, orderPayload, orderText, parseSavedForm,
  referenceFor, taxCents,
} from '../../Templates/assets/store/order.js';

test('the phone rule ignores spaces, dashes, dots and brackets and follows the pattern', () => {
  const chinese = fieldRules(/^1[0-9]{10}$/);
  assert.equal(chinese.phone('138-0013 8000'), true);
  assert.equal(chinese.phone('238 0013 8000'), false);
  const english = fieldRules(/^[+]?[0-9]{7,15}$/);
  assert.equal(english.phone('+44 (20) 7946.0958'), true);
  assert.equal(english.phone('12345'), false);
});

test('name, e-mail, address and terms have their rules', () => {
  const rules = fieldRules(/./);
  assert.equal(rules.email(' ann@example.com '), true);
  assert.equal(rules.email('ann@example'), false);
  assert.equal(rules.email('ann example.com'), false);
  assert.equal(rules.email('a b@example.com'), false);
  assert.equal(rules.name(' A '), false);
  assert.equal(rules.name('Al'), true);
  assert.equal(rules.address('1 St'), false);
  assert.equal(rules.address('1 High St'), true);
  assert.equal(rules.terms('on', false), false);
  assert.equal(rules.terms('on', true), true);
});

const words = {
  summary: 'Order summary', goods: 'Goods', delivery: 'Delivery', total: 'Total', name: 'Name', email: 'E-mail', phone: 'Phone',
  address: 'Address', taxIncluded: 'Includes {amount} tax ({percent}%)', taxAdded: 'Tax ({percent}%)',
};
const contact = { name: ' Ann ', email: 'ann@example.com ', phone: '13800138000', address: '1 High St ' };

test('orderText lists the lines, the total and the contact details', () => {
  const text = orderText({
    store: 'Cellar', pricePrefix: '¥', contact: contact, words: words,
    lines: [{ title: 'Gin', quantity: 2, cents: 5000 }, { title: 'Wine', quantity: 1, cents: 123456 }],
  });
  assert.equal(text, [
    'Order summary — Cellar', '', 'Gin × 2 — ¥100.00', 'Wine × 1 — ¥1,234.56', '', 'Total: ¥1,334.56', '',
    'Name: Ann', 'E-mail: ann@example.com', 'Phone: 13800138000', 'Address: 1 High St',
  ].join('\n'));
});

test('orderText names the market the order is placed in, in a site of several', () => {
  const lines = [{ title: 'Gin', quantity: 1, cents: 1999 }];
  const text = orderText({ store: 'Cellar', market: 'English · USD', pricePrefix: '$', contact, words, lines });
  assert.equal(text.split('\n')[0], 'Order summary — Cellar · English · USD');
  assert.equal(orderText({ store: 'Cellar', pricePrefix: '$', contact, words, lines }).split('\n')[0], 'Order summary — Cellar');
});

test('orderText adds the delivery and the tax as the store declares it', () => {
  const lines = [{ title: 'Gin', quantity: 2, cents: 5000 }];
  const rate = { label: 'Hong Kong · Express', cents: 4500, freeFromCents: null };
  const added = orderText({ store: 'Cellar', pricePrefix: '¥', contact, words, lines, rate, tax: { basisPoints: 1000, percent: '10', included: false } });
  assert.deepEqual(added.split('\n').slice(4, 8),
    ['Goods: ¥100.00', 'Delivery (Hong Kong · Express): ¥45.00', 'Tax (10%): ¥14.50', 'Total: ¥159.50']);
  const included = orderText({ store: 'Cellar', pricePrefix: '¥', contact, words, lines, rate, tax: { basisPoints: 1300, percent: '13', included: true } });
  assert.deepEqual(included.split('\n').slice(4, 8),
    ['Goods: ¥100.00', 'Delivery (Hong Kong · Express): ¥45.00', 'Total: ¥145.00', 'Includes ¥16.68 tax (13%)']);
});

test('delivery is free from its threshold on, and tax rounds half up to the cent', () => {
  const rate = { cents: 4500, freeFromCents: 50000 };
  assert.equal(deliveryCents(rate, 49999), 4500);
  assert.equal(deliveryCents(rate, 50000), 0);
  assert.equal(deliveryCents({ cents: 4500, freeFromCents: null }, 10 ** 9), 4500);
  // 13% included in 145.00 is 16.681…; 7.5% of 0.10 is 0.0075, rounded up to 0.01; 5% of 0.10 is 0.005, up to 0.01.
  assert.equal(taxCents({ basisPoints: 1300, included: true }, 14500), 1668);
  // 13% included in 575.80 is 66.242…
  assert.equal(taxCents({ basisPoints: 1300, included: true }, 57580), 6624);
  assert.equal(taxCents({ basisPoints: 750, included: false }, 10), 1);
  assert.equal(taxCents({ basisPoints: 500, included: false }, 10), 1);
  assert.equal(taxCents({ basisPoints: 500, included: false }, 9), 0);
  const lines = [{ cents: 30000, quantity: 2 }];
  assert.deepEqual(orderAmounts(lines, rate, { basisPoints: 1000, included: false }), { goods: 60000, delivery: 0, tax: 6000, total: 66000 });
  assert.deepEqual(orderAmounts(lines, null, { basisPoints: 1000, included: true }), { goods: 60000, delivery: 0, tax: 5455, total: 60000 });
  assert.deepEqual(orderAmounts([{ cents: 100, quantity: 1 }], rate, null), { goods: 100, delivery: 4500, tax: 0, total: 4600 });
});

test('parseSavedForm keeps only the text fields and a checked box', () => {
  assert.deepEqual(parseSavedForm('{"name":"Ann","phone":5,"terms":"yes","extra":1}'), { name: 'Ann' });
  assert.deepEqual(parseSavedForm('{"address":"x","terms":true}'), { address: 'x', terms: true });
  assert.deepEqual(parseSavedForm('{"email":"ann@example.com"}'), { email: 'ann@example.com' });
  assert.deepEqual(parseSavedForm('not json'), {});
  assert.deepEqual(parseSavedForm(null), {});
  assert.deepEqual(parseSavedForm('"text"'), {});
});

test('amounts are exact decimals of the cents', () => {
  assert.equal(decimal(38800), '388.00');
  assert.equal(decimal(5), '0.05');
  assert.equal(decimal(1999999), '19999.99');
});

test('the order an endpoint receives has each line at its published price with its signature, delivery, tax, the total and the reference', () => {
  const payload = orderPayload({
    reference: 'C-20261126-ABCDEFGH', currency: 'CNY', website: '',
    lines: [
      { id: 'g-001', title: 'Pomerol', quantity: 1, cents: 38800, signature: 'aa' },
      { id: 'cx', variant: '750-2018', options: 'Size: 750 ml', name: 'Château X', title: 'Château X (Size: 750 ml)', quantity: 3, cents: 9850, signature: 'bb' },
    ],
    rate: { country: 'HK', service: 'Express', cents: 4500, freeFromCents: 100000, signature: 'cc' },
    tax: { basisPoints: 1300, percent: '13', included: true, signature: 'dd' },
    contact: { name: ' Ann ', email: ' ann@example.com', phone: '+44 1', address: ' 1 Vine St ' },
  });
  assert.deepEqual(payload.lines, [
    { goods: 'g-001', variant: null, options: null, title: 'Pomerol', quantity: 1, unitPrice: '388.00', lineTotal: '388.00', signature: 'aa' },
    { goods: 'cx', variant: '750-2018', options: 'Size: 750 ml', title: 'Château X', quantity: 3, unitPrice: '98.50', lineTotal: '295.50', signature: 'bb' },
  ]);
  assert.equal(payload.goodsTotal, '683.50');
  assert.deepEqual(payload.shipping, { country: 'HK', service: 'Express', price: '45.00', freeFrom: '1000.00', amount: '45.00', signature: 'cc' });
  assert.deepEqual(payload.tax, { percent: '13', included: true, amount: '83.81', signature: 'dd' });
  assert.equal(payload.total, '728.50');
  assert.equal(payload.reference, 'C-20261126-ABCDEFGH');
  assert.deepEqual(payload.customer, { name: 'Ann', email: 'ann@example.com', phone: '+44 1', address: '1 Vine St' });
  const bare = orderPayload({ reference: 'R', currency: 'CNY', website: '', lines: [{ id: 'g', title: 'G', quantity: 2, cents: 100 }], contact });
  assert.equal(bare.shipping, null);
  assert.equal(bare.tax, null);
  assert.equal(bare.total, '2.00');
  assert.equal(bare.lines[0].signature, null);
  assert.equal('market' in bare, false, 'a site of one market names none');
  const inMarket = orderPayload({ reference: 'R', currency: 'USD', market: 'us', website: '', lines: bare.lines, contact });
  assert.equal(inMarket.market, 'us');
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
