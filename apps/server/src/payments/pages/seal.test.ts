import { describe, expect, it } from 'vitest';
import { isPageToken, newPageToken, seal, tokenHash, unseal } from './seal.js';

describe('the sealed gateway page', () => {
  it('opens with its own token only', () => {
    const token = newPageToken();
    expect(isPageToken(token)).toBe(true);
    const sealed = seal(token, '<html>PaReq</html>');
    expect(sealed).not.toContain('PaReq');
    expect(unseal(token, sealed)).toBe('<html>PaReq</html>');
    expect(unseal(newPageToken(), sealed)).toBeNull();
    expect(unseal(token, sealed.slice(0, 20))).toBeNull();
  });

  it('is found by a hash that is neither the token nor the key', () => {
    const token = newPageToken();
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(token)).not.toContain(token);
    expect(isPageToken('short')).toBe(false);
  });
});
