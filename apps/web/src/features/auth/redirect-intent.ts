/**
 * Signing in or clearing a forced reset can change the route gate, and the app then builds a new router:
 * the page is mounted again under it and a navigate() from the old page would be lost. So a page records
 * what it expects before it changes the session, and whichever instance renders next follows through.
 */
export type RedirectIntent = 'signed-in' | 'password-changed';

let intent: RedirectIntent | null = null;

export function expectRedirect(next: RedirectIntent | null) {
  intent = next;
}

export function isExpecting(which: RedirectIntent): boolean {
  return intent === which;
}
