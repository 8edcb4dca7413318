import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { alertDialog } from '../../lib/dialogs';
import { CameraScanner, SCAN_DELAY_MS } from './camera-scanner';

interface Props {
  /** The button and dialog title, e.g. Scan Order. */
  label: string;
  /** The field's label and hint. */
  field: string;
  hint: string;
  match: (value: string) => boolean | Promise<boolean>;
  onMatch?: () => void;
}

/**
 * A scan (back office 4.13): a handheld scanner types into the field, or the camera reads the code (ZXing). The
 * value is trimmed and matched by `match`; no match shows Oops! 'Invalid QR Code Scan.'.
 */
export function ScanCode({ label, field, hint, match, onMatch }: Props) {
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
      void Promise.resolve(match(v))
        .catch(() => false)
        .then((hit) => (hit ? onMatch?.() : alertDialog({ title: 'Oops!', message: 'Invalid QR Code Scan.', button: 'OK' })));
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
        {label}
      </Button>
      <Modal opened={open} onClose={() => (setOpen(false), setCamera(false))} title={label} centered>
        <Stack>
          <TextInput
            label={field}
            description={hint}
            data-autofocus
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              settle(e.currentTarget.value);
            }}
          />
          {camera ? <CameraScanner onValue={fromCamera} /> : <Button variant="light" onClick={() => setCamera(true)}>Use the camera</Button>}
        </Stack>
      </Modal>
    </>
  );
}
