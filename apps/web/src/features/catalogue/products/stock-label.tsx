import { Badge } from '@mantine/core';

interface Props {
  /** The product's stock. */
  stock: number;
  /** What of it is already in the cart. */
  inCart: number;
  noticequantity: number;
}

/** What the shopper can still take: the words of one stock label (storefront section 2). */
export function stockWords({ stock, inCart, noticequantity }: Props): { text: string; low: boolean } {
  if (stock < 1) return { text: 'Sold out', low: true };
  const left = stock - inCart;
  if (left < 1) return { text: 'All in your cart', low: true };
  return left <= noticequantity ? { text: `${left} Left`, low: true } : { text: 'In Stock', low: false };
}

/** "Sold out" without stock; "N Left" when the stock still free is at or below the notice quantity, otherwise "In Stock". */
export function StockLabel(props: Props) {
  const { text, low } = stockWords(props);
  return (
    <Badge variant="light" color={low ? 'red' : 'teal'} radius="sm" fz={12} data-testid="stock-label" style={{ flexShrink: 0 }}>
      {text}
    </Badge>
  );
}
