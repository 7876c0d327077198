import type { CheckoutSimulator as Simulator } from "./simulator";

/**
 * Stands in for simulator.ts in production builds (vite.config.ts): the offline checkout runs only where ENVIRONMENT is
 * `development` (docs/decisions/081), so its code is not deployed.
 */
export const CheckoutSimulator = class {
  constructor() {
    throw new Error("The checkout simulator is not part of the production build.");
  }
} as unknown as typeof Simulator;
