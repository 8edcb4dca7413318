import { useDialogs } from './dialog-store';

let nextId = 1;

/** An Oops!/Success!/Alert! dialog with one button; resolves when it closes. */
export function alertDialog(opts: { title: string; message: string; button?: string }): Promise<void> {
  return new Promise((resolve) =>
    useDialogs.getState().push({ id: nextId++, title: opts.title, message: opts.message, confirm: opts.button ?? 'Close', resolve: () => resolve() }),
  );
}

/** A question with OK and Cancel; resolves true only on OK. */
export function confirmDialog(opts: { title: string; message: string; confirm?: string; cancel?: string; danger?: boolean }): Promise<boolean> {
  return new Promise((resolve) =>
    useDialogs.getState().push({
      id: nextId++,
      title: opts.title,
      message: opts.message,
      confirm: opts.confirm ?? 'OK',
      cancel: opts.cancel ?? 'Cancel',
      danger: opts.danger,
      resolve,
    }),
  );
}
