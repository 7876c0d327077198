// The part of webvtt-parser (w3c/webvtt.js, untyped) that tests/unit/cues.test.ts uses.
declare module "webvtt-parser" {
  export interface ParsedCue {
    id: string;
    startTime: number;
    endTime: number;
    text: string;
  }
  export class WebVTTParser {
    parse(input: string, mode?: "metadata" | "chapters"): { cues: ParsedCue[]; errors: { message: string; line: number }[] };
  }
}
