import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { alertDialog } from '../../../lib/dialogs';

const SCAN_DELAY_MS = 300;

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorCtor = new (opts: { formats: string[] }) => Detector;

/** The camera, read by the browser's own barcode detector where it has one (Chromium on Android, macOS, ChromeOS). */
function Camera({ onValue }: { onValue: (v: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [note, setNote] = useState('');
  useEffect(() => {
    const Ctor = (window as unknown as { BarcodeDetector?: DetectorCtor }).BarcodeDetector;
    if (!Ctor || !navigator.mediaDevices?.getUserMedia) {
      setNote('This browser cannot read codes from the camera: scan into the field above.');
      return;
    }
    let stream: MediaStream | undefined;
    let timer = 0;
    let stopped = false;
    const detector = new Ctor({ formats: ['qr_code'] });
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        const tick = async () => {
          if (stopped || !video.current) return;
          const [hit] = await detector.detect(video.current).catch(() => []);
          if (hit?.rawValue) onValue(hit.rawValue);
          else timer = window.setTimeout(() => void tick(), SCAN_DELAY_MS);
        };
        void tick();
      })
      .catch(() => setNote('The camera is not available: scan into the field above.'));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [onValue]);
  return (
    <>
      <video ref={video} muted playsInline style={{ width: '100%', maxHeight: 260, background: '#000', display: note ? 'none' : 'block' }} />
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </>
  );
}

/**
 * Scan Order (back office 4.13): a handheld scanner types into the field, or the camera reads the code. The value
 * is trimmed and matched by `match`; no match shows Oops! 'Invalid QR Code Scan.'.
 */
export function ScanOrder({ match, onMatch }: { match: (value: string) => boolean; onMatch?: () => void }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [camera, setCamera] = useState(false);
  const timer = useRef(0);
  const settle = (v: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (!v.trim()) return;
      setOpen(false);
      setCamera(false);
      setValue('');
      if (match(v)) onMatch?.();
      else void alertDialog({ title: 'Oops!', message: 'Invalid QR Code Scan.', button: 'OK' });
    }, SCAN_DELAY_MS);
  };
  const latest = useRef(settle);
  useEffect(() => {
    latest.current = settle;
  });
  const fromCamera = useCallback((v: string) => latest.current(v), []);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Scan Order
      </Button>
      <Modal opened={open} onClose={() => (setOpen(false), setCamera(false))} title="Scan Order" centered>
        <Stack>
          <TextInput
            label="Order code"
            description="Scan with the handheld scanner, or type the order number."
            data-autofocus
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              settle(e.currentTarget.value);
            }}
          />
          {camera ? <Camera onValue={fromCamera} /> : <Button variant="light" onClick={() => setCamera(true)}>Use the camera</Button>}
        </Stack>
      </Modal>
    </>
  );
}
