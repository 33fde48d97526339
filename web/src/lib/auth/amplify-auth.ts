import type { WebConfig } from '../config';

type AmplifyAuth = typeof import('aws-amplify/auth');
type AmplifyHub = (typeof import('aws-amplify/utils'))['Hub'];

/**
 * Amplify (about 60 KB minified with its crypto and cookie helpers) is loaded
 * only when someone signs in, signs up, resets a password or already has a
 * stored session, never on an anonymous first visit. Every Amplify call in
 * the web goes through `amplifyAuth()`, which configures it first.
 */
let config: WebConfig | undefined;
let loading: Promise<AmplifyAuth> | undefined;
let announceLoaded: (hub: AmplifyHub) => void = () => {};
const loaded = new Promise<AmplifyHub>((resolve) => {
  announceLoaded = resolve;
});

/** main.tsx hands over /config.json; nothing of Amplify is loaded yet. */
export const setAuthConfig = (value: WebConfig): void => {
  config = value;
};

export const amplifyAuth = (): Promise<AmplifyAuth> =>
  (loading ??= (async () => {
    const [{ configureAuth }, auth, { Hub }] = await Promise.all([import('./configure-auth'), import('aws-amplify/auth'), import('aws-amplify/utils')]);
    // Without a config (unit tests, which mock 'aws-amplify/auth') there is nothing to configure.
    if (config) configureAuth(config);
    announceLoaded(Hub);
    return auth;
  })());

/** Amplify's event hub, once something has loaded Amplify; nothing can change the session before that. */
export const whenAmplifyLoaded = (): Promise<AmplifyHub> => loaded;

const SESSION_KEY_PREFIX = 'CognitoIdentityServiceProvider.';
const SESSION_KEY_SUFFIX = '.LastAuthUser';

/**
 * Whether Amplify left a session in this browser (its token store writes
 * `CognitoIdentityServiceProvider.<client id>.LastAuthUser` on sign-in and
 * removes it on sign-out). Without one there is nobody to restore, so the
 * visitor is signed out without loading Amplify.
 */
export const hasStoredSession = (): boolean => {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(SESSION_KEY_PREFIX) && key.endsWith(SESSION_KEY_SUFFIX)) return true;
    }
    return false;
  } catch {
    // Storage blocked: Amplify could not have stored a session either.
    return false;
  }
};

/** The ID token when signed in, not the access token: it carries email and cognito:groups, which the API reads. */
export const bearerToken = async (): Promise<string | undefined> => {
  if (!hasStoredSession()) return undefined;
  const { fetchAuthSession } = await amplifyAuth();
  const session = await fetchAuthSession();
  return session.tokens?.idToken?.toString();
};
