/** Text links inside copy: underlined on hover, visible focus ring, readable in both themes. */
export const linkClasses =
  "rounded-sm font-medium text-sky-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-sky-400";
