import { lazy, Suspense } from 'react';
import { useDialogs } from '../lib/dialog-store';
import { useToastHost } from '../lib/toast';

const DialogHost = lazy(() => import('./dialog-host'));
const ToastHost = lazy(() => import('./toast-host'));

/** Dialogs and toasts are loaded on first use: a shopper opening the home page downloads neither. */
export function LazyHosts() {
  const hasDialog = useDialogs((s) => s.queue.length > 0);
  const toastsUsed = useToastHost((s) => s.used);
  return (
    <Suspense fallback={null}>
      {hasDialog && <DialogHost />}
      {toastsUsed && <ToastHost />}
    </Suspense>
  );
}
