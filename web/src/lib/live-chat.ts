/**
 * The third-party live-chat widget (docs/product.md, "Third parties"), off unless the runtime config names a widget.
 *
 * The adapter speaks to a tawk.to-style widget (docs/decisions/020-analytics-and-live-chat.md): the
 * configured `chatWidgetId` is "{propertyId}/{widgetId}" (or just the property id for its default
 * widget), the script loads from embed.tawk.to, and the visitor's name, email and subscription
 * flags are passed as attributes. As docs/product.md, "Third parties" says, the attribute update runs 500 ms after the
 * user is set. Nothing here throws into the app.
 */

export const CHAT_ATTRIBUTE_DELAY_MS = 500;
const SCRIPT_ORIGIN = "https://embed.tawk.to";

export interface ChatUser {
  name: string;
  email: string;
  /** Has a paid subscription that is currently active (User.subscribed in shared/contract/user.ts). */
  subscribed: boolean;
  /** Can use premium content: subscriber, admin, super user or premium domain. */
  premium: boolean;
  /** The subscription state, e.g. free, active, canceling. */
  subscription?: string;
}

type ChatAttributes = Record<string, string>;

/** The part of the widget's global API the adapter uses. */
export interface TawkApi {
  onLoad?: () => void;
  visitor?: { name?: string; email?: string };
  setAttributes?: (attributes: ChatAttributes, callback?: (error?: unknown) => void) => void;
  logout?: (callback?: (error?: unknown) => void) => void;
}

export interface LiveChatEnvironment {
  /** Where the widget keeps its API (window in the browser). */
  global: { Tawk_API?: TawkApi; Tawk_LoadStart?: Date };
  loadScript: (src: string) => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface LiveChat {
  /** The signed-in user, or null after sign-out. Attributes follow CHAT_ATTRIBUTE_DELAY_MS later. */
  setUser(user: ChatUser | null): void;
}

/** The widget's script URL, or null when the id is not a property id (optionally "/widget id"). */
export function chatScriptUrl(widgetId: string): string | null {
  const match = /^([A-Za-z0-9]{6,64})(?:\/([A-Za-z0-9]{1,64}))?$/.exec(widgetId.trim());
  if (!match) return null;
  return `${SCRIPT_ORIGIN}/${match[1]}/${match[2] ?? "default"}`;
}

export function chatAttributes(user: ChatUser): ChatAttributes {
  return {
    name: user.name,
    email: user.email,
    subscribed: user.subscribed ? "yes" : "no",
    premium: user.premium ? "yes" : "no",
    ...(user.subscription ? { subscription: user.subscription } : {}),
  };
}

function loadScriptTag(src: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  script.charset = "UTF-8";
  script.setAttribute("crossorigin", "*");
  script.onerror = () => console.warn("live chat: the widget script did not load");
  document.head.appendChild(script);
}

/** The browser's pieces for whatever the caller did not inject (read only when needed). */
function environmentWith(overrides: Partial<LiveChatEnvironment>): LiveChatEnvironment {
  return {
    global: overrides.global ?? (window as unknown as LiveChatEnvironment["global"]),
    loadScript: overrides.loadScript ?? loadScriptTag,
    setTimeout: overrides.setTimeout ?? ((fn, ms) => window.setTimeout(fn, ms)),
    clearTimeout: overrides.clearTimeout ?? ((handle) => window.clearTimeout(handle as number)),
  };
}

function safely(what: string, fn: () => void) {
  try {
    fn();
  } catch (err) {
    console.warn(`live chat: ${what} failed`, err);
  }
}

export function createLiveChat(config: { widgetId: string }, environment: Partial<LiveChatEnvironment> = {}): LiveChat | null {
  if (!config.widgetId) return null;
  const src = chatScriptUrl(config.widgetId);
  if (!src) {
    console.warn("live chat: chatWidgetId is not a widget id; chat stays off");
    return null;
  }
  const env = environmentWith(environment);
  env.global.Tawk_API ??= {};
  const api: TawkApi = env.global.Tawk_API;
  env.global.Tawk_LoadStart = new Date();

  let loaded = false;
  let pending: ChatAttributes | null = null;
  let timer: unknown = null;

  const apply = () =>
    safely("attribute update", () => {
      if (!pending || !loaded || typeof api.setAttributes !== "function") return;
      const attributes = pending;
      pending = null;
      api.setAttributes(attributes, (error) => error && console.warn("live chat: attributes rejected", error));
    });

  const previousOnLoad = api.onLoad;
  api.onLoad = () => {
    loaded = true;
    safely("onLoad", () => previousOnLoad?.());
    apply();
  };
  safely("script load", () => env.loadScript(src));

  return {
    setUser(user) {
      safely("setUser", () => {
        if (timer !== null) env.clearTimeout(timer);
        timer = null;
        if (!user) {
          pending = null;
          api.visitor = {};
          if (loaded) api.logout?.();
          return;
        }
        // Read by the widget if it has not loaded yet; the attributes follow after the delay.
        api.visitor = { name: user.name, email: user.email };
        const attributes = chatAttributes(user);
        timer = env.setTimeout(() => {
          timer = null;
          pending = attributes;
          apply();
        }, CHAT_ATTRIBUTE_DELAY_MS);
      });
    },
  };
}

// --- The app's one widget --------------------------------------------------------------

let chat: LiveChat | null = null;
let state: "waiting" | "on" | "off" = "waiting";
/** The last user set before the config arrived; undefined when none was. */
let heldUser: ChatUser | null | undefined;

export function initLiveChat(config: { widgetId: string }, environment?: Partial<LiveChatEnvironment>): boolean {
  try {
    chat = createLiveChat(config, environment);
  } catch (err) {
    console.warn("live chat: start failed", err);
    chat = null;
  }
  state = chat ? "on" : "off";
  if (chat && heldUser !== undefined) chat.setUser(heldUser);
  heldUser = undefined;
  return state === "on";
}

export function setChatUser(user: ChatUser | null) {
  if (state === "on") chat?.setUser(user);
  else if (state === "waiting") heldUser = user;
}

export function resetLiveChatForTests() {
  chat = null;
  state = "waiting";
  heldUser = undefined;
}
