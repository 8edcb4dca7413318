import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { expectRedirect } from '../redirect-intent';

/** Goes where a sign-in or password change leads, once, and forgets the recorded intent. */
export function FollowRedirect({ to }: { to: string }) {
  useEffect(() => expectRedirect(null), []);
  return <Navigate to={to} replace />;
}
