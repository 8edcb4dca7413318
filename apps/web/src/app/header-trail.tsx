import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { airportNames, airportShortNames, directionNames, useSelection } from '../features/catalogue/selection-store';
import classes from './header.module.css';
import target from '../components/touch-target.module.css';
import { paths } from './paths';

/** Fades the start of the line while it is scrolled out of view, so the cut looks deliberate. */
const markClipped = (el: HTMLElement) => {
  el.dataset.clipped = String(el.scrollLeft > 0);
};

/**
 * Airport, direction, store and category: where the shopper is. One line that scrolls sideways on a phone,
 * where the airport goes by its short name (Sangster), so the line mostly fits.
 */
export function HeaderTrail() {
  const s = useSelection();
  const line = useRef<HTMLDivElement>(null);
  // On a phone the line may be wider than the screen: keep its end (the current place) in view.
  useLayoutEffect(() => {
    const el = line.current;
    if (!el) return;
    el.scrollLeft = el.scrollWidth;
    markClipped(el);
  }, [s.airportid, s.direction, s.storename, s.categoryname]);
  if (!s.airportid || !s.direction) return null;
  const items = [
    <Anchor key="a" component={Link} to={paths.home} size="sm" className={target.target}>
      <span className={classes.wide}>{airportNames[s.airportid]}</span>
      <span className={classes.narrow}>{airportShortNames[s.airportid]}</span>
    </Anchor>,
    <Text key="d" size="sm">{directionNames[s.direction]}</Text>,
  ];
  if (s.storeid && s.storename) {
    items.push(
      <Anchor key="s" component={Link} to={paths.storeCategories} state={{ storeid: s.storeid }} size="sm" className={target.target}>
        {s.storename}
      </Anchor>,
    );
  }
  if (s.categoryname) items.push(<Text key="c" size="sm">{s.categoryname}</Text>);
  return (
    <div ref={line} className={classes.trailLine} onScroll={(e) => markClipped(e.currentTarget)}>
      <Breadcrumbs separator="›" separatorMargin={6} aria-label="Where you are" className={classes.crumbs}>
        {items}
      </Breadcrumbs>
    </div>
  );
}
