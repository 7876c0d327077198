/** Every message the JOBS queue carries. Features add their variants here. */
export type JobMessage = { type: "noop"; id: string };
