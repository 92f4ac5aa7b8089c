import { Moon, Sun } from "lucide-react";
import { Panel } from "../../../components/ui/panel";
import { settingsTexts } from "../settings.texts";

const texts = settingsTexts.appearance;

export type Theme = "light" | "dark";

interface AppearanceSectionProps {
  theme: Theme;
  onThemeChange: (theme: Theme) => void;
}

const options = [
  { value: "light", label: texts.light, Icon: Sun },
  { value: "dark", label: texts.dark, Icon: Moon },
] as const;

/** 'Appearance': light or dark, as two radio buttons (arrow keys move between them). */
export function AppearanceSection({ theme, onThemeChange }: AppearanceSectionProps) {
  return (
    <Panel title={texts.title}>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
          {texts.themeLegend}
        </legend>
        <div className="inline-flex rounded-lg border border-slate-300 p-1 dark:border-slate-600">
          {options.map(({ value, label, Icon }) => (
            <label
              key={value}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-4 text-sm font-medium text-slate-700 has-checked:bg-sky-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-sky-600 dark:text-slate-200"
            >
              <input
                type="radio"
                name="theme"
                value={value}
                checked={theme === value}
                onChange={() => onThemeChange(value)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </label>
          ))}
        </div>
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{texts.hint}</p>
      </fieldset>
    </Panel>
  );
}
