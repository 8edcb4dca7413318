import { call } from '../../../lib/api';

/**
 * Asks the server to mail a temporary password. "I am not a Robot" is a small proof of work the server
 * hands out and checks; the answer is the same whether the account exists or not.
 */
export async function resetPassword(username: string) {
  const { challenge, difficulty } = await call('resetchallenge', {});
  const { solveRobotCheck } = await import('../robot-check');
  return call('resetpassword', { username, challenge, solution: await solveRobotCheck(challenge, difficulty) });
}
