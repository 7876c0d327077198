import { canAccessPremiumContent, type UserInfo } from "../../../lib/user";
import { deleteAllDownloads } from "./downloads";

interface SessionView {
  status: "idle" | "checking" | "ready" | "unreachable";
  user: UserInfo | null;
}

/**
 * At a start with a network, downloads belong only to a premium reader (docs/product.md, "Offline downloads"): once
 * the server says the reader is not premium (or no one is signed in), every download is removed. Offline, nothing is
 * decided. Answers whether it removed them.
 */
export async function keepDownloadsForPremium(session: SessionView, online: boolean): Promise<boolean> {
  if (session.status !== "ready" || !online) return false;
  if (session.user && canAccessPremiumContent(session.user)) return false;
  await deleteAllDownloads();
  return true;
}
