import { getFile } from '../../../lib/get-file';

/** The order's PDF receipt (getreceipt answers the bytes on success and the usual envelope on failure). */
export const getReceipt = (filename: string): Promise<Blob> => getFile('getreceipt', { filename });

/** Saves the receipt PDF through a temporary link: the browser's own download, named as the server named it. */
export async function downloadReceipt(filename: string) {
  const blob = await getReceipt(filename);
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
