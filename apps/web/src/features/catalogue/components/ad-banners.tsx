import { Stack } from '@mantine/core';
import type { Banner } from '@shop/contracts/catalogue';
import { MediaImage } from '../../../components/media-image';
import { BannerWords } from './banner-words';
import classes from './ad-banners.module.css';

/** Advertising strips (AD banners, 1200x300, goods on the left) with their words as text; not clickable. */
export function AdBanners({ banners }: { banners: Banner[] }) {
  return (
    <Stack gap="md">
      {banners.map((b) => (
        <article key={b.bannerid} className={classes.ad}>
          <MediaImage kind="banner" id={b.bannerid} alt="" ratio={1200 / 300} className={classes.picture} />
          <BannerWords banner={b} target={null} classes={classes} />
        </article>
      ))}
    </Stack>
  );
}
