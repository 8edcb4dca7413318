/**
 * Applies the app's style sheets, which the HTML only preloads so that the boot shell is painted at once
 * (build-plugins/boot-shell.ts, docs/decisions/0057); answers when they have loaded (or failed). Without
 * preloaded sheets (the dev server injects its styles from the scripts) there is nothing to wait for.
 */
export function applyAppStyles(): Promise<unknown> {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-style]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.crossOrigin = preload.crossOrigin;
          sheet.href = preload.href;
          sheet.onload = sheet.onerror = resolve;
          document.head.append(sheet);
        }),
    ),
  );
}
