/**
 * The script that puts the stored theme on `<html>` before anything is painted, as the page's
 * first script, inline (the build writes it into index.html, scripts/theme-script.ts). Inline, it
 * holds the parser up for no request: as a file it was waited for before a byte of the body was
 * parsed (decision 0051). The Content Security Policy allows it, and no other inline script, by
 * its hash (`THEME_SCRIPT_HASH` on the server). The key is the app's own (client/app/theme.ts).
 */
export const THEME_SCRIPT =
  'try{if(window.localStorage.getItem("theme")==="dark")document.documentElement.classList.add("dark")}catch{}';
