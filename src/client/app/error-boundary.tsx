import { Component, type ReactNode } from "react";
import { Button } from "../components/ui/button";
import { appTexts } from "./app.texts";

/**
 * The last net under every page: a rendering error shows a way out instead of a blank window.
 * (The declarative router has no error page of its own.)
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const texts = appTexts.crashed;
    return (
      <main className="mx-auto mt-24 max-w-md p-6 text-center">
        <h1 className="text-xl font-semibold">{texts.title}</h1>
        <p className="mt-3 leading-7 text-slate-700 dark:text-slate-300">{texts.body}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {texts.reload}
        </Button>
      </main>
    );
  }
}
