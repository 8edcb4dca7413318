import { confirmDialog } from './dialogs';
import { toast } from './toast';

/** "Delete!": asks before an item leaves a cart (the shopper's, or the counter's extra items) and says it went. */
export async function confirmDeleteItem(productname: string): Promise<boolean> {
  const ok = await confirmDialog({ title: 'Delete!', message: 'Are you sure you want to delete this item?', danger: true });
  if (ok) void toast(`${productname} deleted from cart.`);
  return ok;
}
