import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHashPool } from './hash-pool.js';
import { hashPassword, verifyPassword } from './passwords.js';

describe('the hashing threads', () => {
  it('derive the same key as scrypt itself, several at once', async () => {
    const pool = createHashPool(2);
    const opts = { N: 1024, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
    const salt = Buffer.from('salt');
    const keys = await Promise.all([pool.derive({ secret: 'a', salt, keylen: 32, opts }), pool.derive({ secret: 'b', salt, keylen: 32, opts })]);
    expect(keys[0]).toEqual(scryptSync('a', salt, 32, opts));
    expect(keys[1]).toEqual(scryptSync('b', salt, 32, opts));
    await pool.close();
  });

  it('hash and verify passwords', async () => {
    const stored = await hashPassword('f'.repeat(64));
    expect(await verifyPassword('f'.repeat(64), stored)).toBe(true);
    expect(await verifyPassword('e'.repeat(64), stored)).toBe(false);
  });
});
