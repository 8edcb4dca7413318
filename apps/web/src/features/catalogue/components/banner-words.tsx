import type { Banner } from '@shop/contracts/catalogue';
import { bannerCta, type BannerTarget } from '@shop/contracts/banners';

interface Props {
  banner: Banner;
  /** What the banner opens; its button text says so. None for a banner that opens nothing. */
  target: BannerTarget | null;
  /** The caller's CSS module: words, title, caption and (for a clickable banner) cta. */
  classes: Readonly<Record<string, string>>;
}

/**
 * A banner's title and caption as real text over its picture (the picture carries no words): they keep a
 * readable size on a phone, where words drawn into a 1600 px picture shrink to a few pixels.
 */
export function BannerWords({ banner, target, classes }: Props) {
  return (
    <span className={classes.words}>
      <span className={classes.title}>{banner.title}</span>
      {banner.caption && <span className={classes.caption}>{banner.caption}</span>}
      {target && classes.cta && <span className={classes.cta} aria-hidden>{bannerCta[target]}</span>}
    </span>
  );
}
