import { GENERIC_ERROR } from '@shop/contracts/status';
import { ApiError, NetworkError } from './api-error';
import { alertDialog } from './dialogs';

/** The change-password screen's own wording (storefront section 8), kept exactly. */
export const CHANGE_PASSWORD_FAILURE = 'Something went wrong.Please try again later!';

/** The server's message in an Oops! dialog; a network failure already shows the full 502 page, so no dialog then. */
export async function showFailure(err: unknown, generic = GENERIC_ERROR): Promise<void> {
  if (err instanceof NetworkError) return;
  await alertDialog({ title: 'Oops!', message: err instanceof ApiError ? err.message : generic });
}
