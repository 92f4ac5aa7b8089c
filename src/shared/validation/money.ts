/** An amount of money has at most two decimals (the forms' step 0.01). */
export const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
