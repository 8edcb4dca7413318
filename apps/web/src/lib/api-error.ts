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

