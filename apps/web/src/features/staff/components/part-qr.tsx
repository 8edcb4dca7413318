import { useEffect, useState } from 'react';
import { Image, Stack, Text } from '@mantine/core';
import { partQr } from '@shop/contracts/order-flow';

/** The QR code the agent shows at the lounge (back office 2.4): order id and assignee split by a bar. */
export function PartQr({ orderid, assignedto }: { orderid: string; assignedto: string }) {
  const value = partQr(orderid, assignedto);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((q) => q.toDataURL(value, { margin: 1, width: 220 })).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <Stack align="center" gap={4} data-testid="part-qr" data-value={value}>
      {src && <Image src={src} alt={`QR code ${value}`} w={220} h={220} />}
      <Text size="sm" ff="monospace">
        {value}
      </Text>
    </Stack>
  );
}
