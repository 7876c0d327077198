import { useEffect, useId, useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { EmptyState, ErrorMessage, NoticeMessage, type Notice } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import { useApiQuery } from "../../../lib/use-api-query";
import { ApiClientError } from "../../../lib/api-client";
import { PAGE_SIZE, privilegesApi, type AdminUser } from "../api/privileges";
import { Button } from "../../../components/ui/button";
import { DataTable, Pager, type DataColumn } from "../../../components/ui/data-table";

type Role = "isAdmin" | "isSuperUser";
const ROLE_NAME: Record<Role, string> = { isAdmin: "admin", isSuperUser: "super user" };

function userColumns(canEdit: boolean): DataColumn[] {
  const columns = ["User", "Plan", "Premium domain", "Roles", ...(canEdit ? ["Change"] : [])];
  return columns.map((label) => ({ key: label, label }));
}

interface PendingChange {
  user: AdminUser;
  role: Role;
  value: boolean;
}

export function UserTable({ currentUserId, canEdit, onChanged }: { currentUserId: string; canEdit: boolean; onChanged(): void }) {
  const searchId = useId();
  const [query, setQuery] = useState("");
  const [debounced, setDebounced] = useState("");
  const [offset, setOffset] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<PendingChange | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(query.trim());
      setOffset(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [query]);

  const users = useApiQuery((signal) => privilegesApi.users(debounced, offset, signal), [debounced, offset]);
  const data = users.data;
  const error = users.error ? "Could not load users." : null;

  async function apply(change: PendingChange, confirmSelfDemotion = false) {
    setBusy(true);
    setNotice(null);
    try {
      await privilegesApi.setRoles(change.user.id, {
        [change.role]: change.value,
        ...(confirmSelfDemotion ? { confirmSelfDemotion } : {}),
      });
      setNotice({
        kind: "ok",
        text: `${change.user.email} ${change.value ? "is now" : "is no longer"} ${ROLE_NAME[change.role] === "admin" ? "an admin" : "a super user"}.`,
      });
      setConfirm(null);
      await users.reload();
      onChanged();
    } catch (err) {
      setConfirm(null);
      setNotice({ kind: "error", text: err instanceof ApiClientError ? err.message : "The change failed. Please try again." });
    } finally {
      setBusy(false);
    }
  }

  function request(user: AdminUser, role: Role, value: boolean) {
    const change = { user, role, value };
    if (user.id === currentUserId && !value) setConfirm(change);
    else void apply(change);
  }

  return (
    <div className="space-y-3">
      <div className="max-w-md space-y-1">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
          Search users
        </label>
        <input
          id={searchId}
          type="search"
          placeholder="Email or name"
          value={query}
          maxLength={200}
          onChange={(e) => setQuery(e.target.value)}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
      </div>
      {!canEdit ? <p className="text-sm text-slate-600">Only super users can grant or revoke admin and super user.</p> : null}
      <NoticeMessage notice={notice} />
      {error ? (
        <ErrorMessage>{error}</ErrorMessage>
      ) : !data ? (
        <Spinner label="Loading users..." />
      ) : data.users.length === 0 ? (
        <EmptyState title="No users found" hint={debounced ? "Try another email or name." : undefined} />
      ) : (
        <DataTable label="Users table" caption="Users" columns={userColumns(canEdit)} tableClassName="min-w-[40rem]">
          {data.users.map((u) => (
            <tr key={u.id} className="border-t border-slate-100 align-top">
              <th scope="row" className="px-3 py-2 font-normal">
                <span className="block font-medium text-slate-900">{`${u.firstName} ${u.lastName}`.trim() || "—"}</span>
                <span className="block break-all text-slate-600">{u.email}</span>
              </th>
              <td className="px-3 py-2 capitalize">{u.plan}</td>
              <td className="px-3 py-2">{u.isPremiumDomain ? "Yes" : "No"}</td>
              <td className="px-3 py-2">
                {[u.isSuperUser ? "Super user" : null, u.isAdmin ? "Admin" : null].filter(Boolean).join(", ") || "—"}
              </td>
              {canEdit ? (
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-1.5">
                    <Button size="sm" disabled={busy} onClick={() => request(u, "isAdmin", !u.isAdmin)}>
                      {u.isAdmin ? "Remove admin" : "Make admin"}
                    </Button>
                    <Button size="sm" disabled={busy} onClick={() => request(u, "isSuperUser", !u.isSuperUser)}>
                      {u.isSuperUser ? "Remove super user" : "Make super user"}
                    </Button>
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </DataTable>
      )}
      {data && data.total > PAGE_SIZE ? (
        <Pager label="User pages" offset={offset} pageSize={PAGE_SIZE} total={data.total} onOffset={setOffset} />
      ) : null}
      <ConfirmDialog
        open={!!confirm}
        title={`Remove your own ${confirm ? ROLE_NAME[confirm.role] : ""} role?`}
        confirmLabel="Yes, remove it"
        destructive
        busy={busy}
        onConfirm={() => confirm && void apply(confirm, true)}
        onCancel={() => setConfirm(null)}
      >
        <p>You are about to demote yourself. You may lose access to this page and other admin tools.</p>
      </ConfirmDialog>
    </div>
  );
}
