import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('DB_POOL_SIZE', () => {
  it('gives the calls 10 PostgreSQL connections unless set, and takes 1 to 200', () => {
    expect(loadConfig({}).DB_POOL_SIZE).toBe(10);
    expect(loadConfig({ DB_POOL_SIZE: '4' }).DB_POOL_SIZE).toBe(4);
    for (const bad of ['0', '201', '2.5', 'many']) expect(() => loadConfig({ DB_POOL_SIZE: bad }), bad).toThrow(/^Invalid environment:\n {2}DB_POOL_SIZE: /);
  });
});
