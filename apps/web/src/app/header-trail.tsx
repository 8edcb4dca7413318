import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { airportNames, directionNames, useSelection } from '../features/catalogue/selection-store';

/** Airport, direction, store and category: where the shopper is. */
export function HeaderTrail() {
  const s = useSelection();
  if (!s.airportid || !s.direction) return null;
  const items = [
    <Anchor key="a" component={Link} to="/" size="sm">{airportNames[s.airportid]}</Anchor>,
    <Text key="d" size="sm">{directionNames[s.direction]}</Text>,
  ];
  if (s.storeid && s.storename) {
    items.push(
      <Anchor key="s" component={Link} to="/store/categories" state={{ storeid: s.storeid }} size="sm">
        {s.storename}
      </Anchor>,
    );
  }
  if (s.categoryname) items.push(<Text key="c" size="sm">{s.categoryname}</Text>);
  return (
    <Breadcrumbs separator="›" separatorMargin={6} aria-label="Where you are" style={{ flexWrap: 'wrap', rowGap: 2 }}>
      {items}
    </Breadcrumbs>
  );
}
