import assert from 'node:assert/strict';
import test from 'node:test';
import { availableVariantWith, choiceState, queryWithVariant, variantFromQuery, variantWithValues } from '../../Templates/assets/store/variants.js';

// A wine in two sizes and two vintages; there is no magnum of 2019, and the 2018 magnum is sold out.
const variants = [
  { id: '750-2018', values: ['750 ml', '2018'], stock: 5 },
  { id: '750-2019', values: ['750 ml', '2019'], stock: 2 },
  { id: '1500-2018', values: ['1.5 L', '2018'], stock: 0 },
];

test('variantWithValues finds the variant of exactly those values', () => {
  assert.equal(variantWithValues(variants, ['750 ml', '2019']).id, '750-2019');
  assert.equal(variantWithValues(variants, ['1.5 L', '2019']), undefined);
  assert.equal(variantWithValues(variants, ['750 ml', null]), undefined);
});

test('choiceState says what choosing a value gives, the other choices kept', () => {
  const chosen = ['750 ml', '2019'];
  assert.equal(choiceState(variants, chosen, 0, '750 ml'), 'available');
  assert.equal(choiceState(variants, chosen, 0, '1.5 L'), 'unavailable');
  assert.equal(choiceState(variants, ['750 ml', '2018'], 0, '1.5 L'), 'sold-out');
  assert.equal(choiceState(variants, ['1.5 L', '2018'], 1, '2019'), 'unavailable');
  assert.deepEqual(chosen, ['750 ml', '2019']);
});

test('variantFromQuery reads ?variant= and ignores ids that are not there', () => {
  assert.equal(variantFromQuery(variants, '?variant=1500-2018').id, '1500-2018');
  assert.equal(variantFromQuery(variants, '?q=x&variant=750-2019').id, '750-2019');
  assert.equal(variantFromQuery(variants, '?variant=nope'), undefined);
  assert.equal(variantFromQuery(variants, ''), undefined);
});

test('queryWithVariant sets the variant and keeps the other parameters', () => {
  assert.equal(queryWithVariant('', '750-2018'), '?variant=750-2018');
  assert.equal(queryWithVariant('?utm=a&variant=old', '750-2019'), '?utm=a&variant=750-2019');
});

test('availableVariantWith moves to a variant in stock with the value just chosen', () => {
  // The magnum was chosen with 2018 (sold out): the 2019 magnum is in stock, so the vintage moves.
  const more = [...variants, { id: '1500-2019', values: ['1.5 L', '2019'], stock: 3 }];
  assert.equal(availableVariantWith(more, ['1.5 L', '2018'], 0).id, '1500-2019');
  // 2019 chosen while the magnum was: 750 ml 2019 is the one in stock with it.
  assert.equal(availableVariantWith(variants, ['1.5 L', '2019'], 1).id, '750-2019');
  // The most other chosen values are kept: with three options, the one differing in one.
  const three = [
    { id: 'a', values: ['x', '1', 'p'], stock: 1 },
    { id: 'b', values: ['y', '2', 'q'], stock: 1 },
    { id: 'c', values: ['y', '1', 'p'], stock: 0 },
    { id: 'd', values: ['y', '1', 'q'], stock: 4 },
  ];
  assert.equal(availableVariantWith(three, ['y', '1', 'p'], 0).id, 'd');
  // No variant in stock has the value: nothing to move to.
  assert.equal(availableVariantWith(variants, ['1.5 L', '2018'], 0), undefined);
});
