import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { counterTexts } from '@shop/contracts/counter-texts';

const W = 450;
const H = 300;

/** The Customer Signature modal (back office 2.4, 2.7): a 450x300 canvas, Save & Proceed and Reset; answers a PNG data URL. */
export function SignatureModal({ opened, onClose, onSave }: { opened: boolean; onClose(): void; onSave(png: string): void }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setSigned(false);
      setError(null);
    }
  }, [opened]);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [((e.clientX - r.left) * W) / r.width, ((e.clientY - r.top) * H) / r.height] as const;
  };
  const ctx = () => {
    const c = canvas.current!.getContext('2d')!;
    c.lineWidth = 2.5;
    c.lineCap = 'round';
    c.strokeStyle = '#102a43';
    return c;
  };
  const reset = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, W, H);
    setSigned(false);
  };
  const save = () => {
    if (!signed) return setError(counterTexts.signaturePrompt);
    onSave(canvas.current!.toDataURL('image/png'));
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Customer Signature" size="auto" centered>
      <canvas
        ref={canvas}
        width={W}
        height={H}
        aria-label="Guest signature"
        data-testid="signature-canvas"
        style={{ width: '100%', maxWidth: W, aspectRatio: `${W} / ${H}`, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, touchAction: 'none', background: '#fff' }}
        onPointerDown={(e) => {
          drawing.current = true;
          const [x, y] = point(e);
          ctx().beginPath();
          ctx().moveTo(x, y);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const [x, y] = point(e);
          const c = ctx();
          c.lineTo(x, y);
          c.stroke();
          setSigned(true);
          setError(null);
        }}
        onPointerUp={() => (drawing.current = false)}
        onPointerLeave={() => (drawing.current = false)}
      />
      {error && <Text c="red.8" size="sm" role="alert">{error}</Text>}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={reset}>Reset</Button>
        <Button onClick={save}>Save &amp; Proceed</Button>
      </Group>
    </Modal>
  );
}
