/**
 * Google Identity Services, loaded on demand (the token goes to POST /user/login). Framework-free so its rules are unit-tested:
 * a non-empty client id is required at install, a response without a credential raises an error event,
 * and a script that fails to load sets an error flag.
 */
export const GIS_SCRIPT_URL = "https://accounts.google.com/gsi/client";
export const BUTTON_SIZES = { large: 40, medium: 32, small: 20 } as const;
export type ButtonSize = keyof typeof BUTTON_SIZES;

interface GoogleAccountsId {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void; ux_mode?: string }): void;
  renderButton(element: HTMLElement, options: Record<string, unknown>): void;
}
type GoogleWindow = Window & { google?: { accounts?: { id?: GoogleAccountsId } } };

export class GoogleIdentity extends EventTarget {
  loadError = false;
  errorMessage: string | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    readonly clientId: string,
    private readonly doc: Document = document,
  ) {
    super();
    if (!clientId || !clientId.trim()) throw new Error("Google sign-in needs a client id: set GOOGLE_CLIENT_ID.");
  }

  /** Adds the script once; rejects (and sets loadError) when it cannot be loaded. */
  load(): Promise<void> {
    this.loading ??= new Promise<void>((resolve, reject) => {
      const script = this.doc.createElement("script");
      script.src = GIS_SCRIPT_URL;
      script.async = true;
      script.defer = true;
      script.onload = () => resolve();
      script.onerror = () => {
        this.loadError = true;
        this.errorMessage = "Google sign-in could not be loaded. Check your connection and try again.";
        this.loading = null;
        reject(new Error(this.errorMessage));
      };
      this.doc.head.appendChild(script);
    });
    return this.loading;
  }

  /** Called by Google with the sign-in response. */
  handleResponse(response: { credential?: string } | undefined) {
    if (!response?.credential) {
      this.dispatchEvent(new CustomEvent("error", { detail: new Error("Google sign-in returned no credential.") }));
      return;
    }
    this.dispatchEvent(new CustomEvent("credential", { detail: response.credential }));
  }

  renderButton(element: HTMLElement, size: ButtonSize = "large") {
    const id = (this.doc.defaultView as GoogleWindow | null)?.google?.accounts?.id;
    if (!id) throw new Error("Google sign-in is not loaded.");
    id.initialize({ client_id: this.clientId, callback: (response) => this.handleResponse(response) });
    id.renderButton(element, {
      type: "standard",
      theme: "outline",
      size,
      text: "signin_with",
      shape: "pill",
      height: BUTTON_SIZES[size],
    });
  }
}

/** Only same-site paths are valid redirect targets after sign-in. */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return "/";
  return target;
}
