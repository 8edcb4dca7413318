import { Box, Button, Grid, Group, Stack, Text } from '@mantine/core';
import type { Product } from '@shop/contracts/catalogue';
import { MediaImage } from '../../../components/media-image';
import { formatTaxRate } from '@shop/contracts/money-format';
import { QuantityStepper } from '../../cart/components/quantity-stepper';
import { PriceTag } from './price-tag';
import { StockLabel } from './stock-label';
import { VariantPicker } from './variant-picker';
import classes from './product-card.module.css';

interface Props {
  product: Product;
  quantity: number;
  /** Quantity of this product in the cart: the N Left label counts stock minus this. */
  inCart: number;
  editing: boolean;
  busy: boolean;
  onQuantity(next: number): void;
  onPick(productid: number): void;
  onAdd(): void;
  onBuy(): void;
}

/** The product's picture beside its name, brand, price, tax, variants, quantity and cart buttons. */
export function ProductDetailView(p: Props) {
  const { product } = p;
  const soldOut = product.quantity < 1;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, sm: 6, md: 5 }}>
        <Box className={classes.picture}>
          {product.stickername && <span className={classes.sticker} data-testid="sticker">{product.stickername}</span>}
          <MediaImage kind="product" id={product.productreferenceid} alt={product.productname} eager />
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 7 }}>
        <Stack gap="md" style={{ opacity: p.busy ? 0.6 : 1 }}>
          {product.brand && <Text size="sm" c="dimmed" tt="uppercase" fw={600}>{product.brand}</Text>}
          <Group gap="md" align="center">
            <PriceTag unitcost={product.unitcost} msrp={product.msrp} size="xl" />
            <StockLabel stock={product.quantity} inCart={p.inCart} noticequantity={product.noticequantity} />
          </Group>
          <Text size="sm" c="dimmed" data-testid="tax">Tax: {formatTaxRate(product.taxrate)}</Text>
          {product.description && <Text style={{ whiteSpace: 'pre-line' }}>{product.description}</Text>}
          <VariantPicker product={product} onPick={p.onPick} />
          <Stack gap={6}>
            <Text size="sm" fw={600}>Quantity</Text>
            <QuantityStepper value={p.quantity} max={product.quantity} onChange={p.onQuantity} label={product.productname} disabled={soldOut} />
          </Stack>
          <Group gap="sm" grow maw={420}>
            <Button variant="light" onClick={p.onAdd} disabled={soldOut || p.busy}>
              {p.editing ? 'Update Cart' : 'Add to Cart'}
            </Button>
            <Button onClick={p.onBuy} disabled={soldOut || p.busy}>
              Buy Now
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
