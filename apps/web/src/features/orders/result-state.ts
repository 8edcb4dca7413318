/** What an order action's success or failure screen shows (back office 4.3, storefront 2), carried in navigation state. */
export interface ResultState {
  heading: string;
  message?: string;
  /** Back To Home: a path and, for a staff queue, its action type. */
  back: { path: string; state?: unknown };
}

/** A result with a heading only, whose Back To Home opens `path`. */
export const resultState = (heading: string, path: string): ResultState => ({ heading, back: { path } });
