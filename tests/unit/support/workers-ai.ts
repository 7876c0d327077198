import type { ChatInput, SummaryAi } from "../../../worker/services/summarizer/workers-ai-model";

export const MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

/** A Workers AI text-generation answer: `response` a JSON string (or an object in JSON mode), with token counts. */
export function answer(response: unknown, promptTokens = 100, completionTokens = 50) {
  return {
    response: typeof response === "string" ? response : JSON.stringify(response),
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
  };
}

/** A fake binding answering each call in turn, recording what it was asked. */
export function scriptedAi(...answers: (unknown | ((input: ChatInput) => unknown))[]) {
  const calls: { model: string; input: ChatInput }[] = [];
  const ai: SummaryAi = {
    async run(model, input) {
      calls.push({ model, input });
      const next = answers[Math.min(calls.length - 1, answers.length - 1)];
      if (next instanceof Error) throw next;
      return typeof next === "function" ? (next as (input: ChatInput) => unknown)(input) : next;
    },
  };
  return { ai, calls };
}
