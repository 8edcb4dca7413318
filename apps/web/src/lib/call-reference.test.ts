import { describe, expect, it } from 'vitest';
import { noteAnswer, paymentReference } from './call-reference';

describe('paymentReference', () => {
  it('is the first 8 characters of the last payment call answered, other calls aside', () => {
    noteAnswer('holdfunds', null);
    expect(paymentReference()).toBeNull();
    noteAnswer('reservecart', '0123456789abcdef');
    noteAnswer('holdfunds', 'a1b2c3d4e5f60718');
    noteAnswer('cancelcart', 'ffffffffffffffff');
    noteAnswer('getstores', 'eeeeeeeeeeeeeeee');
    expect(paymentReference()).toBe('a1b2c3d4');
  });
});
