import { Badge } from '@mantine/core';

interface Props {
  /** Stock minus what is already in the cart. */
  left: number;
  noticequantity: number;
}

/** "N Left" when the stock still free is at or below the notice quantity, otherwise "In Stock". */
export function StockLabel({ left, noticequantity }: Props) {
  const low = left <= noticequantity;
  return (
    <Badge variant="light" color={low ? 'red' : 'teal'} radius="sm" data-testid="stock-label" style={{ flexShrink: 0 }}>
      {low ? `${Math.max(left, 0)} Left` : 'In Stock'}
    </Badge>
  );
}
