import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CHAT_ATTRIBUTE_DELAY_MS,
  chatScriptUrl,
  createLiveChat,
  initLiveChat,
  resetLiveChatForTests,
  setChatUser,
  type LiveChatEnvironment,
  type TawkApi,
} from "../../web/src/lib/live-chat";

const USER = { name: "Ada Lovelace", email: "ada@example.com", subscribed: true, premium: true, subscription: "active" };

function fakeWidget() {
  const global: { Tawk_API?: TawkApi } = {};
  const scripts: string[] = [];
  const setAttributes = vi.fn();
  const logout = vi.fn();
  const env: Partial<LiveChatEnvironment> = {
    global,
    loadScript: (src) => void scripts.push(src),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  /** What the widget script does when it has loaded. */
  const load = () => {
    Object.assign(global.Tawk_API!, { setAttributes, logout });
    global.Tawk_API!.onLoad?.();
  };
  return { env, global, scripts, setAttributes, logout, load };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetLiveChatForTests();
});
afterEach(() => vi.useRealTimers());

describe("live chat", () => {
  it("stays off, loading nothing, without a widget id or with a malformed one", () => {
    const widget = fakeWidget();
    expect(createLiveChat({ widgetId: "" }, widget.env)).toBeNull();
    expect(createLiveChat({ widgetId: "../../evil.js" }, widget.env)).toBeNull();
    expect(widget.scripts).toEqual([]);
    expect(widget.global.Tawk_API).toBeUndefined();
  });

  it("loads the widget script for the configured property and widget", () => {
    expect(chatScriptUrl("5f1a2b3c4d5e6f7a8b9c0d1e/1abcdefgh")).toBe("https://embed.tawk.to/5f1a2b3c4d5e6f7a8b9c0d1e/1abcdefgh");
    expect(chatScriptUrl("5f1a2b3c4d5e6f7a8b9c0d1e")).toBe("https://embed.tawk.to/5f1a2b3c4d5e6f7a8b9c0d1e/default");
    const widget = fakeWidget();
    createLiveChat({ widgetId: "5f1a2b3c4d5e6f7a8b9c0d1e/1abc" }, widget.env);
    expect(widget.scripts).toEqual(["https://embed.tawk.to/5f1a2b3c4d5e6f7a8b9c0d1e/1abc"]);
  });

  it("passes name, email and subscription flags 500 ms after the user is set", async () => {
    expect(CHAT_ATTRIBUTE_DELAY_MS).toBe(500);
    const widget = fakeWidget();
    const chat = createLiveChat({ widgetId: "5f1a2b3c4d5e6f" }, widget.env)!;
    widget.load();
    chat.setUser(USER);
    expect(widget.global.Tawk_API!.visitor).toEqual({ name: "Ada Lovelace", email: "ada@example.com" });
    await vi.advanceTimersByTimeAsync(499);
    expect(widget.setAttributes).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(widget.setAttributes).toHaveBeenCalledTimes(1);
    expect(widget.setAttributes.mock.calls[0]![0]).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      subscribed: "yes",
      premium: "yes",
      subscription: "active",
    });
  });

  it("applies only the latest user when it changes within the delay, and waits for a widget still loading", async () => {
    const widget = fakeWidget();
    const chat = createLiveChat({ widgetId: "5f1a2b3c4d5e6f" }, widget.env)!;
    chat.setUser(USER);
    await vi.advanceTimersByTimeAsync(300);
    chat.setUser({ ...USER, subscribed: false, premium: false, subscription: "free" });
    await vi.advanceTimersByTimeAsync(500);
    expect(widget.setAttributes).not.toHaveBeenCalled(); // the widget has not loaded yet
    widget.load();
    expect(widget.setAttributes).toHaveBeenCalledTimes(1);
    expect(widget.setAttributes.mock.calls[0]![0]).toMatchObject({ subscribed: "no", premium: "no", subscription: "free" });
  });

  it("forgets the visitor on sign-out and cancels a pending update", async () => {
    const widget = fakeWidget();
    const chat = createLiveChat({ widgetId: "5f1a2b3c4d5e6f" }, widget.env)!;
    widget.load();
    chat.setUser(USER);
    chat.setUser(null);
    await vi.advanceTimersByTimeAsync(1000);
    expect(widget.setAttributes).not.toHaveBeenCalled();
    expect(widget.logout).toHaveBeenCalledTimes(1);
    expect(widget.global.Tawk_API!.visitor).toEqual({});
  });

  it("holds a user set before the config arrives, and drops it when chat is off", async () => {
    const widget = fakeWidget();
    setChatUser(USER);
    expect(initLiveChat({ widgetId: "5f1a2b3c4d5e6f" }, widget.env)).toBe(true);
    widget.load();
    await vi.advanceTimersByTimeAsync(CHAT_ATTRIBUTE_DELAY_MS);
    expect(widget.setAttributes).toHaveBeenCalledTimes(1);

    resetLiveChatForTests();
    const off = fakeWidget();
    setChatUser(USER);
    expect(initLiveChat({ widgetId: "" }, off.env)).toBe(false);
    setChatUser(USER);
    expect(off.scripts).toEqual([]);
  });
});
