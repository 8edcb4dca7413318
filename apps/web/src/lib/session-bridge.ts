/**
 * The api client needs the session without importing the auth feature (which itself calls the api):
 * the auth feature registers these two functions at start.
 */
interface Bridge {
  credentials(): { username: string; sessionid: string };
  recover(): Promise<boolean>;
}

let bridge: Bridge = {
  credentials: () => ({ username: '', sessionid: '' }),
  recover: async () => false,
};

export const registerSessionBridge = (b: Bridge) => {
  bridge = b;
};
export const currentCredentials = () => bridge.credentials();
export const recoverSession = () => bridge.recover();
