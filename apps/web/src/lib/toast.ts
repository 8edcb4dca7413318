import { create } from 'zustand';

interface ToastState {
  /** The notifications container is mounted only once the first toast is asked for. */
  used: boolean;
}
export const useToastHost = create<ToastState>(() => ({ used: false }));

let hostMounted: () => void = () => {};
const hostReady = new Promise<void>((resolve) => {
  hostMounted = resolve;
});
/** The toast host calls this once its container is on the page: a toast shown earlier could be lost. */
export const toastHostMounted = () => hostMounted();

/** A short message for 2 seconds at the top of the page (the bottom on a phone), e.g. "Rum Cream added to your cart." */
export async function toast(message: string, color: 'teal' | 'red' | 'gold' = 'teal') {
  useToastHost.setState({ used: true });
  const [{ notifications }] = await Promise.all([import('@mantine/notifications'), hostReady]);
  notifications.show({ message, color, autoClose: 2000, withBorder: true, closeButtonProps: { 'aria-label': 'Dismiss message' } });
}
