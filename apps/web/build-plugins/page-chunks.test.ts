import { describe, expect, it } from 'vitest';
import { chunkOf, ROOTS } from './page-chunks';

/** The order of firstPageChunk's comment: a chunk imports only from itself and chunks ranked after it. */
const rank = (chunk: string) => ['page-home', 'page-sign-in', 'page-shop', 'page-common'].indexOf(chunk) + 1 || 1.5;
const mayImport = (from: string, to: string) => from === to || rank(to) > rank(from);

const subsets = <T,>(xs: T[]): T[][] => xs.reduce<T[][]>((all, x) => [...all, ...all.map((s) => [...s, x])], [[]]).filter((s) => s.length);

describe('the first pages chunks', () => {
  const sets = subsets(ROOTS).map((s) => new Set(s));

  it('puts what only the home page needs in page-home, what the frame or home and others need in page-common', () => {
    expect(chunkOf(new Set(['src/features/catalogue/pages/home-page.tsx']))).toBe('page-home');
    expect(chunkOf(new Set(['src/app/footer.tsx']))).toBe('page-common');
    expect(chunkOf(new Set(['src/app/header-trail.tsx']))).toBe('page-common');
    expect(chunkOf(new Set(['src/app/header-trail.tsx', 'src/features/cart/pages/cart-page.tsx']))).toBe('page-common');
    expect(chunkOf(new Set(['src/features/catalogue/pages/home-page.tsx', 'src/features/cart/pages/cart-page.tsx']))).toBe('page-common');
    expect(chunkOf(new Set(['src/features/cart/pages/cart-page.tsx']))).toBe('page-cart');
    expect(chunkOf(new Set(['src/features/auth/pages/login-page.tsx', 'src/features/auth/pages/register-page.tsx']))).toBe('page-sign-in');
    expect(chunkOf(new Set(['src/features/auth/pages/login-page.tsx', 'src/features/cart/pages/cart-page.tsx']))).toBe('page-shop');
  });

  it('never makes two chunks import each other: what a module imports is needed by at least its own pages', () => {
    // A module needed by pages A imports modules needed by pages B ⊇ A: chunkOf(B) must come after chunkOf(A).
    for (const a of sets)
      for (const b of sets) {
        if (![...a].every((k) => b.has(k))) continue;
        expect(mayImport(chunkOf(a), chunkOf(b)), `${chunkOf(a)} -> ${chunkOf(b)}`).toBe(true);
      }
  });
});
