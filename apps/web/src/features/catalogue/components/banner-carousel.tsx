import { UnstyledButton } from '@mantine/core';
import type { Banner } from '@shop/contracts/catalogue';
import { MediaImage } from '../../../components/media-image';
import { SnapCarousel } from '../../../components/snap-carousel';
import { bannerTarget, useOpenBanner } from '../hooks/use-open-banner';
import classes from './banner-carousel.module.css';

/** The home page's main banners; vendor, product and page banners open what they advertise. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { open, opening } = useOpenBanner();

  return (
    <SnapCarousel label="Offers" itemLabel="offer" className={classes.carousel} controlsClassName={classes.controls}>
      {banners.map((b, i) => {
        const picture = <MediaImage kind="banner" id={b.bannerid} alt={b.title} eager={i === 0} className={classes.hero} />;
        return bannerTarget(b) ? (
          <UnstyledButton key={b.bannerid} className={classes.link} onClick={() => void open(b)} aria-label={b.title} disabled={opening} aria-busy={opening}>
            {picture}
          </UnstyledButton>
        ) : (
          <div key={b.bannerid}>{picture}</div>
        );
      })}
    </SnapCarousel>
  );
}
