/**
 * What production builds get in place of ledger-dev.ts (vite.config.ts aliases it): the ledger without the hooks of
 * development, the tests and the bench.
 */
export { ListeningLedger as DevListeningLedger } from "./ledger";
