import { useEffect, useState } from 'react';
import { Box, Skeleton } from '@mantine/core';
import QRCode from 'qrcode';

/** A QR code of a value (the order id), drawn as SVG so it stays sharp when printed or zoomed. */
export function OrderQr({ value, size = 160 }: { value: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((s) => live && setSvg(s));
    return () => {
      live = false;
    };
  }, [value]);
  if (!svg) return <Skeleton w={size} h={size} />;
  return <Box w={size} h={size} role="img" aria-label={`QR code of order ${value}`} data-testid="order-qr" dangerouslySetInnerHTML={{ __html: svg }} />;
}
