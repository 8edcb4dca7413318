import { describe, expect, it } from 'vitest';
import type { Banner } from './catalogue';
import { bannerTarget } from './banners';

const banner = (bannertype: string, linkid: string | null): Banner =>
  ({ bannertype, linkid, bannerid: 1, title: 'Offer', caption: '', sequenceid: 1, airportid: 'SIA', direction: 'D' });

describe('bannerTarget', () => {
  it('reads the MAIN- types and the same types without the prefix', () => {
    expect(['MAIN-VENDOR', 'VENDOR', 'main-vendor'].map((t) => bannerTarget(banner(t, 'SIADRUM')))).toEqual(['VENDOR', 'VENDOR', 'VENDOR']);
    expect(['MAIN-PRODUCT', 'PRODUCT'].map((t) => bannerTarget(banner(t, '42')))).toEqual(['PRODUCT', 'PRODUCT']);
    expect(['MAIN-URL', 'URL'].map((t) => bannerTarget(banner(t, 'lounge-offer')))).toEqual(['URL', 'URL']);
  });

  it('makes other types, banners without a link and product banners without a product id not clickable', () => {
    expect(bannerTarget(banner('DETAIL', 'x'))).toBeNull();
    expect(bannerTarget(banner('AD', 'x'))).toBeNull();
    expect(bannerTarget(banner('MAIN-VENDOR', null))).toBeNull();
    expect(bannerTarget(banner('MAIN-VENDOR', ''))).toBeNull();
    expect(bannerTarget(banner('MAIN-PRODUCT', 'P1006'))).toBeNull();
    expect(bannerTarget(banner('MAIN-PRODUCT', '0'))).toBeNull();
  });
});
