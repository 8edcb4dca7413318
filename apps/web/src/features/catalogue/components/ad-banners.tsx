import { Stack } from '@mantine/core';
import type { Banner } from '@shop/contracts/catalogue';
import { MediaImage } from '../../../components/media-image';
import classes from './ad-banners.module.css';

/** Advertising strips (AD banners, 1200x300); not clickable. */
export function AdBanners({ banners }: { banners: Banner[] }) {
  return (
    <Stack gap="md">
      {banners.map((b) => (
        <MediaImage key={b.bannerid} kind="banner" id={b.bannerid} alt={b.title} ratio={1200 / 300} className={classes.ad} />
      ))}
    </Stack>
  );
}
