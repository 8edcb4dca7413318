import { Children, useRef, useState, type ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import classes from './snap-carousel.module.css';

interface Props {
  /** The carousel's accessible name, e.g. "Offers". */
  label: string;
  /** What one slide is, for the arrows' names: "Next offer". */
  itemLabel: string;
  className?: string;
  controlsClassName?: string;
  children: ReactNode;
}

/**
 * One slide at a time on a CSS scroll-snap track: swipe on a phone, arrows and dots elsewhere; the arrows
 * wrap around. Native scrolling keeps it a few hundred bytes instead of a carousel library.
 */
export function SnapCarousel({ label, itemLabel, className, controlsClassName, children }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const slides = Children.toArray(children);
  const count = slides.length;

  const go = (index: number) => {
    const el = track.current;
    if (!el) return;
    const target = (index + count) % count;
    el.scrollTo({ left: target * el.clientWidth, behavior: 'smooth' });
    setCurrent(target);
  };
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };

  return (
    <section className={`${classes.root} ${className ?? ''}`} aria-roledescription="carousel" aria-label={label}>
      <div ref={track} className={classes.track} onScroll={onScroll}>
        {slides.map((slide, i) => (
          <div key={i} className={classes.slide} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <div className={`${classes.controls} ${controlsClassName ?? ''}`}>
            <ActionIcon variant="white" color="dark" radius="xl" size={36} onClick={() => go(current - 1)} aria-label={`Previous ${itemLabel}`}>
              <IconChevronLeft size={18} />
            </ActionIcon>
            <ActionIcon variant="white" color="dark" radius="xl" size={36} onClick={() => go(current + 1)} aria-label={`Next ${itemLabel}`}>
              <IconChevronRight size={18} />
            </ActionIcon>
          </div>
          <div className={classes.dots}>
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={classes.dot}
                data-active={i === current || undefined}
                aria-label={`Show ${itemLabel} ${i + 1}`}
                aria-current={i === current}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
