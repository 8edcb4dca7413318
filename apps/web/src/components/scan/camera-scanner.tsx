import { useEffect, useRef, useState } from 'react';
import { Text } from '@mantine/core';

/** Back office 4.13: the camera is read every 300 ms. */
export const SCAN_DELAY_MS = 300;

/**
 * The device's back camera, read for QR codes by ZXing (loaded only when the camera is asked for). Calls
 * `onValue` with each code read; says so in words when there is no camera or it is refused.
 */
export function CameraScanner({ onValue }: { onValue: (v: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [note, setNote] = useState('');
  useEffect(() => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setNote('This browser cannot use the camera: scan into the field above.');
      return;
    }
    let stopped = false;
    let stop = () => {};
    void import('@zxing/browser')
      .then(async ({ BrowserQRCodeReader }) => {
        if (stopped || !video.current) return;
        const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: SCAN_DELAY_MS, delayBetweenScanSuccess: SCAN_DELAY_MS });
        const controls = await reader.decodeFromConstraints({ video: { facingMode: 'environment' } }, video.current, (result) => {
          if (result && !stopped) onValue(result.getText());
        });
        if (stopped) controls.stop();
        else stop = () => controls.stop();
      })
      .catch(() => setNote('The camera is not available: scan into the field above.'));
    return () => {
      stopped = true;
      stop();
    };
  }, [onValue]);
  return (
    <>
      <video ref={video} muted playsInline aria-label="Camera" style={{ width: '100%', maxHeight: 260, background: '#000', display: note ? 'none' : 'block' }} />
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </>
  );
}
