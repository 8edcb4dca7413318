import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Product } from '@shop/contracts/catalogue';
import { MediaImage } from '../../../components/media-image';
import { PriceTag } from './price-tag';
import { StockLabel } from './stock-label';
import classes from './product-card.module.css';
import { paths } from '../../../app/paths';

interface Props {
  product: Product;
  /** Quantity of this product already in the cart (0 when none). */
  inCart: number;
  eager: boolean;
  detailState: object;
  onAdd(): void;
  onBuy(): void;
}

/** One product in the grid: sticker, picture, name, price, stock label and the cart buttons. */
export function ProductCard({ product, inCart, eager, detailState, onAdd, onBuy }: Props) {
  const soldOut = product.quantity < 1;
  return (
    <Card padding="sm" className={classes.card} data-testid="product-card">
      <Card.Section>
        <Link to={paths.productDetail} state={detailState} className={classes.picture} tabIndex={-1} aria-hidden>
          {product.stickername && <span className={classes.sticker} data-testid="sticker">{product.stickername}</span>}
          <MediaImage kind="product" id={product.productreferenceid} alt={product.productname} eager={eager} />
        </Link>
      </Card.Section>
      <Stack gap={6} mt="sm" className={classes.body}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} lineClamp={1}>
          {product.brand || '\u00a0'}
        </Text>
        <Anchor component={Link} to={paths.productDetail} state={detailState} className={classes.name} lineClamp={2} underline="hover" data-testid="product-name">
          {product.productname}
        </Anchor>
        <Group justify="space-between" align="flex-end" gap={6} mt="auto">
          <PriceTag unitcost={product.unitcost} msrp={product.msrp} />
          <StockLabel stock={product.quantity} inCart={inCart} noticequantity={product.noticequantity} />
        </Group>
      </Stack>
      <div className={classes.actions}>
        {inCart > 0 && !soldOut ? (
          <Button component={Link} to={paths.cart} variant="light" size="sm" px={6}>
            Go to Cart
          </Button>
        ) : (
          <Button variant="light" size="sm" px={6} onClick={onAdd} disabled={soldOut}>
            Add to Cart
          </Button>
        )}
        <Button size="sm" px={6} onClick={onBuy} disabled={soldOut}>
          Buy Now
        </Button>
      </div>
    </Card>
  );
}
