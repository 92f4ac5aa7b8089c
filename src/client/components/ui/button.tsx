import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const variants = {
  primary:
    "bg-sky-700 text-white hover:bg-sky-800 active:bg-sky-900 disabled:bg-sky-700/60 dark:bg-sky-700 dark:hover:bg-sky-600",
  secondary:
    "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700",
  danger:
    "bg-red-700 text-white hover:bg-red-800 active:bg-red-900 disabled:bg-red-700/60 dark:bg-red-600 dark:hover:bg-red-500",
  ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClasses = (variant: ButtonVariant = "primary", className?: string) =>
  cn(
    "inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600",
    "disabled:cursor-not-allowed",
    variants[variant],
    className,
  );

type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant };

export function Button({ variant = "primary", className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
