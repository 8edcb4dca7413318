import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Banner } from '@shop/contracts/catalogue';
import { isWebAddress } from '../../../lib/web-address';
import { useSession } from '../../auth/session-store';
import { useSelection } from '../selection-store';
import { bannerProductState } from './banner-product';
import { useOpenStore } from './use-open-store';
import { paths } from '../../../app/paths';

export type BannerTarget = 'VENDOR' | 'PRODUCT' | 'URL';

/**
 * What a banner opens: a store (MAIN-VENDOR), a product (MAIN-PRODUCT) or a page (MAIN-URL). The
 * specification also reads these types without the MAIN- prefix; any other type, or no link, is not clickable.
 */
export function bannerTarget(b: Banner): BannerTarget | null {
  if (!b.linkid) return null;
  const kind = b.bannertype.trim().toUpperCase().replace(/^MAIN-/, '');
  if (kind === 'PRODUCT') return /^[1-9]\d{0,9}$/.test(b.linkid) ? kind : null;
  return kind === 'VENDOR' || kind === 'URL' ? kind : null;
}

/** Opens what a banner advertises; `opening` is true while a product banner looks its product up. */
export function useOpenBanner() {
  const navigate = useNavigate();
  const openStore = useOpenStore();
  const stores = useSession((s) => s.detail?.stores);
  const [opening, setOpening] = useState(false);

  const openProduct = async (productid: number) => {
    setOpening(true);
    try {
      const state = await bannerProductState(productid);
      if (state) navigate(paths.productDetail, { state });
    } finally {
      setOpening(false);
    }
  };

  const open = async (b: Banner) => {
    const target = bannerTarget(b);
    if (!target || !b.linkid) return;
    // Store and product banners show for the chosen airport, or the default one, which then becomes the choice.
    if (target !== 'URL' && !useSelection.getState().airportid) {
      useSelection.getState().choose({ airportid: b.airportid, direction: b.direction });
    }
    if (target === 'VENDOR') {
      const store = stores?.find((s) => s.storeid === b.linkid);
      openStore({ storeid: b.linkid, name: store?.name ?? b.title });
    } else if (target === 'PRODUCT') {
      await openProduct(Number(b.linkid));
    } else {
      navigate(paths.bannerPage, { state: isWebAddress(b.linkid) ? { url: b.linkid } : { document: b.linkid } });
    }
  };

  return { open, opening };
}
