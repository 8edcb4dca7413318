import { Chip, Group, Stack, Text } from '@mantine/core';
import type { Product } from '@shop/contracts/catalogue';
import classes from './variant-picker.module.css';

interface Props {
  product: Product;
  onPick(productid: number): void;
}

/** The product's variants (sizes) as chips; picking one loads that variant. */
export function VariantPicker({ product, onPick }: Props) {
  if (product.siblings.length === 0) return null;
  const all = [{ productid: product.productid, productname: product.productname }, ...product.siblings].sort(
    (a, b) => a.productid - b.productid,
  );
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id="variant-label">Options</Text>
      <Chip.Group multiple={false} value={String(product.productid)} onChange={(v) => onPick(Number(v))}>
        <Group gap={8} role="radiogroup" aria-labelledby="variant-label">
          {all.map((s) => (
            <Chip key={s.productid} value={String(s.productid)} variant="outline" radius="md" classNames={{ root: classes.root, label: classes.label }}>
              {s.productname}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
