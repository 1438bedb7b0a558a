/** True inside an installed app (home-screen PWA), where the site-entry warning and back button differ. */
export function isInstalledApp(win: Window = window): boolean {
  const standalone =
    typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches;
  return standalone || (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
}
