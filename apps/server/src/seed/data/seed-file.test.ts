import { describe, expect, it } from 'vitest';
import rum from './products-rum.json' with { type: 'json' };
import { readStoreProducts } from './product-seed.js';

// The demo catalogue is data (decision 0204): a data file that is wrong stops the seed and says where.
describe('a store data file', () => {
  it('reads as the store id and its products', () => {
    const read = readStoreProducts('products-rum.json', rum);
    expect(read.vendorid).toBe('SIADRUM');
    expect(read.products[0]).toMatchObject({ ref: 'P1001', cat: 'rum', sizes: [{ ref: 'P1002' }, { ref: 'P1003' }] });
  });

  it('is refused with the file, the place and what is wrong', () => {
    const product = { ref: 'P1', name: 'A', brand: 'B', cat: 'rum', cents: 100, stock: 1, text: 'T' };
    const wrong = (json: unknown) => () => readStoreProducts('products-x.json', json);
    expect(wrong({ store: 'nowhere', products: [] })).toThrow(/products-x\.json[\s\S]*store/);
    expect(wrong({ store: 'rum', products: [{ ...product, cat: 'rhum' }] })).toThrow(/not a known category[\s\S]*products\[0\]\.cat|products\[0\]\.cat[\s\S]*not a known category/);
    expect(wrong({ store: 'rum', products: [{ ...product, tint: 'red' }] })).toThrow(/not a colour/);
    expect(wrong({ store: 'rum', products: [{ ...product, cents: -1 }] })).toThrow(/cents/);
    expect(wrong({ store: 'rum', products: [{ ...product, colour: '#000000' }] })).toThrow(/colour/);
    expect(wrong({ store: 'rum', products: [{ ...product, sizes: [{ ref: 'P2', name: 'C', cents: 1 }] }] })).toThrow(/sizes\[0\]\.stock/);
  });
});
