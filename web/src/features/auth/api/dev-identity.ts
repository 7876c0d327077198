import { api } from "../../../lib/api-client";

/** Asks the offline identity issuer for a Google-shaped ID token (local development only). */
export async function requestDevIdToken(email: string, givenName: string, familyName: string): Promise<string> {
  const { idToken } = await api("POST /dev/id-token", {
    body: { email, given_name: givenName, family_name: familyName },
  });
  return idToken;
}
