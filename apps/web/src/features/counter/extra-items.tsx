import { queryKeys } from '../../lib/query-keys';
import { useState } from 'react';
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { QuantityField } from '../../components/quantity-field';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getProducts } from '../catalogue/api/get-products';
import { confirmDeleteItem } from '../../lib/delete-item';
import { formatDollars } from '@shop/contracts/money-format';

export interface ExtraItem {
  productid: number;
  productname: string;
  unitcost: number;
  taxrate: number | null;
  quantity: number;
  maxqty: number;
}

/** Items the guest adds at the counter (back office 2.4, 4.4): picked from the order's store, up to its stock. */
export function ExtraItems({ storeid, items, onChange }: { storeid: string; items: ExtraItem[]; onChange(next: ExtraItem[]): void }) {
  const products = useQuery({ queryKey: queryKeys.products.extras(storeid), queryFn: () => getProducts({ vendorid: storeid, pagesize: 100 }) });
  const [pick, setPick] = useState<string | null>(null);
  const options = (products.data?.products ?? []).filter((p) => p.quantity > 0).map((p) => ({ value: String(p.productid), label: `${p.productname} (${formatDollars(p.unitcost)})` }));
  const add = () => {
    const p = products.data?.products.find((x) => String(x.productid) === pick);
    if (!p || items.some((i) => i.productid === p.productid)) return;
    onChange([...items, { productid: p.productid, productname: p.productname, unitcost: p.unitcost, taxrate: p.taxrate, quantity: 1, maxqty: p.quantity }]);
    setPick(null);
  };
  const removeItem = async (i: ExtraItem) => {
    if (await confirmDeleteItem(i.productname)) onChange(items.filter((x) => x.productid !== i.productid));
  };
  return (
    <Stack gap="xs">
      <Text fw={600}>Extra items</Text>
      {items.map((i) => (
        <Group key={i.productid} justify="space-between" wrap="nowrap">
          <Text size="sm" style={{ flex: 1 }}>{i.productname}</Text>
          <QuantityField
            label={`Quantity of ${i.productname}`}
            name={i.productname}
            min={1}
            max={i.maxqty}
            value={i.quantity}
            onChange={(v) => onChange(items.map((x) => (x.productid === i.productid ? { ...x, quantity: v } : x)))}
          />
          <ActionIcon size="lg" variant="subtle" color="red" aria-label={`Remove ${i.productname}`} onClick={() => void removeItem(i)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group align="flex-end" wrap="nowrap">
        <Select label="Add an extra item" placeholder="Choose a product" searchable data={options} value={pick} onChange={setPick} style={{ flex: 1 }} />
        <Button variant="light" onClick={add} disabled={!pick}>Add</Button>
      </Group>
    </Stack>
  );
}
