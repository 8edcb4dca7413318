import { Status } from '@shop/contracts/status';

/** The one way a service fails: a positive status and a message that says what happened and to what. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalid = (message: string) => new AppError(Status.INVALID_REQUEST, message);
export const notFound = (message: string) => new AppError(Status.NOT_FOUND, message);
/** The one answer to an unknown, expired or revoked session: the status the web client renews on. */
export const sessionExpired = () => new AppError(Status.SESSION_INVALID, 'Your session has expired. Please sign in again.');
