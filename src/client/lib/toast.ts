import { toast as sonner } from "sonner";

/** The four kinds of notification the spec names; the Toaster sets position and lifetime. */
export const toast = {
  success: (message: string) => sonner.success(message),
  error: (message: string) => sonner.error(message),
  info: (message: string) => sonner.info(message),
  warning: (message: string) => sonner.warning(message),
};
