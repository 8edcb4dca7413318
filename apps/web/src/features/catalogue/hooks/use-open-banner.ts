import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Banner } from '@shop/contracts/catalogue';
import { bannerTarget } from '@shop/contracts/banners';
import { isWebAddress } from '../../../lib/web-address';
import { useSession } from '../../auth/session-store';
import { useSelection } from '../selection-store';
import { bannerProductState } from './banner-product';
import { useOpenStore } from './use-open-store';
import { paths } from '../../../app/paths';

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
