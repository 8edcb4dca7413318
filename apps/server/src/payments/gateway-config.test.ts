import { describe, expect, it } from 'vitest';
import { loadConfig, usesFacSandbox, usesPowertranzSandbox } from '../config.js';

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

  it('picks PowerTranz with PAYMENT_GATEWAY=powertranz: its sandbox without URL and credentials, the real API with all', () => {
    const sandbox = loadConfig({ PAYMENT_GATEWAY: 'powertranz' });
    expect(usesPowertranzSandbox(sandbox)).toBe(true);
    expect(usesFacSandbox(sandbox)).toBe(false);
    expect(sandbox.POWERTRANZ_ACCEPT_UNAUTHENTICATED).toBe('false');
    const ptz = { PAYMENT_GATEWAY: 'powertranz', POWERTRANZ_URL: 'https://staging.ptranz.com/api', POWERTRANZ_ID: '99901066', POWERTRANZ_PASSWORD: 'pw', PUBLIC_URL: real.PUBLIC_URL };
    expect(usesPowertranzSandbox(loadConfig(ptz))).toBe(false);
    expect(usesPowertranzSandbox(loadConfig({ ...ptz, POWERTRANZ_GATEWAY_KEY: 'k' }))).toBe(false);
    expect(usesFacSandbox(loadConfig({}))).toBe(true);
  });

  it('names what is wrong with the PowerTranz variables at start', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'powertranz', POWERTRANZ_ID: '99901066' })).toThrow(
      /POWERTRANZ_URL: required with POWERTRANZ_ID[\s\S]*POWERTRANZ_PASSWORD: required with POWERTRANZ_ID/,
    );
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'powertranz', POWERTRANZ_URL: 'https://staging.ptranz.com/api', POWERTRANZ_ID: '1', POWERTRANZ_PASSWORD: 'x' })).toThrow(
      /PUBLIC_URL: required with the real PowerTranz gateway/,
    );
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'powertranz', POWERTRANZ_URL: 'https://staging.ptranz.com/' })).toThrow(/POWERTRANZ_URL: must be the API root ending in \/api/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'powertranz', POWERTRANZ_GATEWAY_KEY: 'k' })).toThrow(/POWERTRANZ_GATEWAY_KEY: only used with the real PowerTranz/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'powertranz', ...real })).toThrow(/FAC_ENDPOINT: not used with PAYMENT_GATEWAY=powertranz/);
    expect(() => loadConfig({ POWERTRANZ_PASSWORD: 'x' })).toThrow(/POWERTRANZ_PASSWORD: not used with PAYMENT_GATEWAY=fac; remove it or set PAYMENT_GATEWAY=powertranz/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/PAYMENT_GATEWAY: must be fac, fac-sandbox or powertranz/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'powertranz', POWERTRANZ_ACCEPT_UNAUTHENTICATED: 'yes' })).toThrow(/POWERTRANZ_ACCEPT_UNAUTHENTICATED: must be true or false/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'powertranz', POWERTRANZ_SANDBOX_FAULT_KINDS: 'signature' })).toThrow(/POWERTRANZ_SANDBOX_FAULT_KINDS: must list some of/);
  });
});
