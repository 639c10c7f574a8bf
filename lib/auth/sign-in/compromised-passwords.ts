/**
 * The list of common and compromised passwords: the password dictionary of
 * @zxcvbn-ts/language-common (about 49,000 passwords from breach corpora, kept up to date by
 * zxcvbn-ts). It is several hundred kilobytes, so it is imported on first use: the app's sign-in
 * bundle does not carry it, and the server loads it once.
 */
export type CompromisedCheck = (password: string) => boolean;

let loading: Promise<CompromisedCheck> | undefined;

export function loadCompromisedCheck(): Promise<CompromisedCheck> {
  loading ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const listed = new Set(dictionary['passwords-common']);
    return (password) => listed.has(password.toLowerCase());
  });
  // A failed load (the app offline) is tried again next time rather than remembered.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
