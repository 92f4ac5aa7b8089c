import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { applyStoredTheme } from "./app/theme";
import "./styles.css";

// Before the first render, so a dark preference never flashes light.
applyStoredTheme();

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render into");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
