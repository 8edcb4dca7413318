import { describe, expect, it } from 'vitest';
import { parseFaultKinds, SandboxFaults } from './faults.js';

describe('sandbox fault injection', () => {
  it('serves queued faults first, to the named operation only', () => {
    const f = new SandboxFaults({ rate: 0, kinds: [], delayMs: 0 });
    f.next('http500', 'TransactionStatus');
    expect(f.pick('Authorize')).toBeNull();
    expect(f.pick('TransactionStatus')).toBe('http500');
    expect(f.pick('TransactionStatus')).toBeNull();
  });

  it('keeps decline to authorisations and wrong signatures away from modifications', () => {
    const f = new SandboxFaults({ rate: 0, kinds: [], delayMs: 0 });
    f.next('decline');
    f.next('signature');
    expect(f.pick('TransactionModification')).toBeNull();
    expect(f.pick('TransactionStatus')).toBe('signature');
    expect(f.pick('Authorize3DS')).toBe('decline');
  });

  it('draws a random share from the allowed kinds', () => {
    const rolls = [0.1, 0.99, 0.5, 0.0];
    const f = new SandboxFaults({ rate: 0.2, kinds: ['timeout', 'malformed'], delayMs: 0 }, () => rolls.shift()!);
    expect(f.pick('Authorize')).toBe('malformed');
    expect(f.pick('Authorize')).toBeNull();
    f.clear();
    expect(f.pick('Authorize')).toBeNull();
  });

  it('reads FAC_SANDBOX_FAULT_KINDS', () => {
    expect(parseFaultKinds('http500, timeout')).toEqual(['http500', 'timeout']);
    expect(parseFaultKinds('')).toEqual([]);
    expect(() => parseFaultKinds('explode')).toThrow(/Unknown sandbox fault "explode"/);
  });
});
