import { describe, expect, it } from 'vitest';
import { loadConfig, usesFacSandbox } from '../config.js';

const real = {
  FAC_ENDPOINT: 'https://ecm.firstatlanticcommerce.com/PGServiceXML/',
  FAC_MERCHANT_ID: '88800033',
  FAC_PASSWORD: 'secret12',
  PUBLIC_URL: 'https://shop.example.jm',
};

describe('card gateway configuration, checked at start', () => {
  it('uses the sandbox without FAC variables, and the real FAC with all of them', () => {
    expect(usesFacSandbox(loadConfig({}))).toBe(true);
    const c = loadConfig(real);
    expect(usesFacSandbox(c)).toBe(false);
    expect(c.FAC_ACQUIRER_ID).toBe('464748');
    expect(c.FAC_TIMEOUT_MS).toBe(15000);
  });

  it('names what is missing when only some are set', () => {
    expect(() => loadConfig({ FAC_ENDPOINT: real.FAC_ENDPOINT })).toThrow(/FAC_MERCHANT_ID: required with FAC_ENDPOINT[\s\S]*FAC_PASSWORD: required/);
    expect(() => loadConfig({ FAC_MERCHANT_ID: '1', FAC_PASSWORD: 'x' })).toThrow(/FAC_ENDPOINT: required/);
    expect(() => loadConfig({ ...real, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL: required with the real FAC gateway/);
    expect(() => loadConfig({ ...real, PUBLIC_URL: 'http://shop.example.jm' })).toThrow(/PUBLIC_URL: must be https/);
  });

  it('refuses malformed values with a plain sentence', () => {
    expect(() => loadConfig({ FAC_ENDPOINT: 'https://fac.example/' })).toThrow(/FAC_ENDPOINT: must be the gateway URL ending in \/PGServiceXML\//);
    expect(() => loadConfig({ FAC_SANDBOX_FAULT_KINDS: 'http500,explode' })).toThrow(/FAC_SANDBOX_FAULT_KINDS: must list some of/);
    expect(() => loadConfig({ FAC_SANDBOX_FAULTS: '1.5' })).toThrow(/FAC_SANDBOX_FAULTS/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'fac-sandbox', FAC_PASSWORD: 'x' })).toThrow(/FAC_PASSWORD: not used with PAYMENT_GATEWAY=fac-sandbox/);
  });
});
