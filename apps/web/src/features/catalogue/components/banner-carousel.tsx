import { UnstyledButton } from '@mantine/core';
import type { Banner } from '@shop/contracts/catalogue';
import { MediaImage } from '../../../components/media-image';
import { SnapCarousel } from '../../../components/snap-carousel';
import { bannerTarget } from '@shop/contracts/banners';
import { useOpenBanner } from '../hooks/use-open-banner';
import { BannerWords } from './banner-words';
import classes from './banner-carousel.module.css';

/** The words' classes are global, shared with the first view the server draws (styles/boot.css). */
const words = { words: 'hero-words', title: 'hero-title', caption: 'hero-caption', cta: 'hero-cta' } as const;

/** The home page's main banners; vendor, product and page banners open what they advertise. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { open, opening } = useOpenBanner();

  return (
    <SnapCarousel label="Offers" itemLabel="offer" className={classes.carousel} controlsClassName={classes.controls}>
      {banners.map((b, i) => {
        const target = bannerTarget(b);
        const slide = (
          <>
            <MediaImage kind="banner" id={b.bannerid} alt="" eager={i === 0} className="hero-picture" />
            <BannerWords banner={b} target={target} classes={words} />
          </>
        );
        return target ? (
          <UnstyledButton key={b.bannerid} className={`${classes.slide} ${classes.link}`} onClick={() => void open(b)} disabled={opening} aria-busy={opening}>
            {slide}
          </UnstyledButton>
        ) : (
          <div key={b.bannerid} className={classes.slide}>{slide}</div>
        );
      })}
    </SnapCarousel>
  );
}
