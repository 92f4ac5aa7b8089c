export const THEME_STORAGE_KEY = "theme";

export function readStoredTheme(): "light" | "dark" {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === "dark" ? "dark" : "light";
  } catch {
    // Storage can be blocked (privacy settings); the spec's default is light.
    return "light";
  }
}

export function applyStoredTheme(): void {
  document.documentElement.classList.toggle("dark", readStoredTheme() === "dark");
}
