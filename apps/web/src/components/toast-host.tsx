import { useEffect } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { toastHostMounted } from '../lib/toast';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

/** Toasts at the top; on a phone at the bottom, so they do not cover the header's cart and buttons. */
export default function ToastHost() {
  const phone = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });
  // Runs after the container's own effects: from now on a toast is shown where it belongs.
  useEffect(toastHostMounted, []);
  return <Notifications position={phone ? 'bottom-center' : 'top-center'} autoClose={2000} zIndex={1100} />;
}
