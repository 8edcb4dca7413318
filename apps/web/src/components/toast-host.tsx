import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

export default function ToastHost() {
  return <Notifications position="top-center" autoClose={2000} zIndex={1100} />;
}
