import { UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { Banner } from '@shop/contracts/catalogue';
import { MediaImage } from '../../../components/media-image';
import { useSession } from '../../auth/session-store';
import { useOpenStore } from '../hooks/use-open-store';
import { useSelection } from '../selection-store';
import { SnapCarousel } from '../../../components/snap-carousel';
import classes from './banner-carousel.module.css';

const clickable = new Set(['MAIN-VENDOR', 'MAIN-PRODUCT', 'MAIN-URL']);

/** The home page's main banners; vendor, product and page banners open what they advertise. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const navigate = useNavigate();
  const openStore = useOpenStore();
  const stores = useSession((s) => s.detail?.stores);

  const open = (b: Banner) => {
    if (!b.linkid) return;
    if (b.bannertype === 'MAIN-VENDOR') {
      // Banners show for the chosen airport, or the default one, which then becomes the choice.
      if (!useSelection.getState().airportid) useSelection.getState().choose({ airportid: b.airportid, direction: b.direction });
      const store = stores?.find((s) => s.storeid === b.linkid);
      openStore({ storeid: b.linkid, name: store?.name ?? b.title });
    } else if (b.bannertype === 'MAIN-PRODUCT') {
      navigate('/product/detail', { state: { productid: Number(b.linkid) } });
    } else if (b.bannertype === 'MAIN-URL') {
      navigate('/BannerPage', { state: { document: b.linkid } });
    }
  };

  return (
    <SnapCarousel label="Offers" itemLabel="offer" className={classes.carousel} controlsClassName={classes.controls}>
      {banners.map((b, i) => {
        const picture = <MediaImage kind="banner" id={b.bannerid} alt={b.title} eager={i === 0} className={classes.hero} />;
        return clickable.has(b.bannertype) && b.linkid ? (
          <UnstyledButton key={b.bannerid} className={classes.link} onClick={() => open(b)} aria-label={b.title}>
            {picture}
          </UnstyledButton>
        ) : (
          <div key={b.bannerid}>{picture}</div>
        );
      })}
    </SnapCarousel>
  );
}
