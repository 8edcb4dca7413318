import { Status } from '@shop/contracts/status';

/** A positive status from the server: `message` is the server's readable statusMessage. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The call never reached the server (or its answer could not be read). */
export class NetworkError extends Error {
  constructor(message = 'Failed to connect to server.') {
    super(message);
    this.name = 'NetworkError';
  }
}

/**
 * Whether asking again may help: a network failure or a server fault may pass, but a request the server
 * refused (bad input, not found, not allowed) is refused again.
 */
export const canRetry = (err: unknown) =>
  !(err instanceof ApiError) || err.status === Status.INTERNAL || err.status === Status.THROTTLED;
