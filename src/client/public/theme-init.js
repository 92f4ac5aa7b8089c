// Applies the stored theme before the first paint. A file, not an inline script: the Content
// Security Policy allows scripts from this origin only. The key matches src/client/app/theme.ts.
try {
  if (window.localStorage.getItem("theme") === "dark") {
    document.documentElement.classList.add("dark");
  }
} catch {
  // Storage blocked (privacy settings): the default light theme stays.
}
