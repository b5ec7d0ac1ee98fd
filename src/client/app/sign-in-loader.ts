import type { SignInScreen } from '../features/auth/sign-in-screen';

/** Loads the sign-in screen's code once; the session gate shows it without a second wait. */
interface SignInModule {
  SignInScreen: typeof SignInScreen;
}

let loaded: SignInModule | null = null;
let loading: Promise<SignInModule> | null = null;

export function loadSignInScreen(): Promise<SignInModule> {
  loading ??= import('../features/auth/sign-in-screen').then((m) => (loaded = m));
  return loading;
}

export function loadedSignInScreen(): SignInModule | null {
  return loaded;
}
