import { Status } from '@shop/contracts/status';
import { ApiError } from './api-error';

/**
 * Whether asking again may help: a network failure or a server fault may pass, but a request the server
 * refused (bad input, not found, not allowed) is refused again.
 */
export const canRetry = (err: unknown) =>
  !(err instanceof ApiError) || err.status === Status.INTERNAL || err.status === Status.THROTTLED;
