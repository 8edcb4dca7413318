import { useState } from 'react';
import { AspectRatio, Center } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import classes from './media-image.module.css';

export type MediaKind = 'product' | 'category' | 'vendor' | 'sticker' | 'banner';

/** The aspect ratios the pictures are drawn at (width / height); the space is reserved before they load. */
export const mediaRatio: Record<MediaKind, number> = {
  product: 1,
  category: 600 / 400,
  vendor: 800 / 400,
  sticker: 1,
  banner: 1600 / 600,
};

interface Props {
  kind: MediaKind;
  id: string | number;
  alt: string;
  /** Overrides the kind's ratio (info cards 800x500, ad banners 1200x300). */
  ratio?: number;
  /** The first pictures on a page load eagerly; the rest lazily. */
  eager?: boolean;
  className?: string;
}

/** A picture from /media with its space reserved; a missing picture shows a neat placeholder. */
export function MediaImage({ kind, id, alt, ratio, eager, className }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <AspectRatio ratio={ratio ?? mediaRatio[kind]} className={`${classes.frame} ${className ?? ''}`}>
      {failed ? (
        <Center className={classes.placeholder} role="img" aria-label={alt}>
          <IconPhoto size={40} stroke={1.4} aria-hidden />
        </Center>
      ) : (
        <img
          src={`/media/${kind}/${encodeURIComponent(String(id))}`}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={classes.img}
          onError={() => setFailed(true)}
        />
      )}
    </AspectRatio>
  );
}
