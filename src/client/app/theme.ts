export const THEME_STORAGE_KEY = "theme";

export function readStoredTheme(): "light" | "dark" {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === "dark" ? "dark" : "light";
  } catch {
    // Storage can be blocked (privacy settings); the default is light (docs/rules/app.md).
    return "light";
  }
}

export function applyStoredTheme(): void {
  document.documentElement.classList.toggle("dark", readStoredTheme() === "dark");
}

/**
 * The Settings' Appearance choice: kept on this device and applied at once. The same key is
 * read before the first paint by the page's inline theme script (shared/http/theme-script.ts),
 * so a reload shows it without a flash.
 */
export function storeTheme(theme: "light" | "dark"): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice holds for this visit only.
  }
  document.documentElement.classList.toggle("dark", theme === "dark");
}
