import { useState } from "react";
import { selectUser, useSession } from "../../../lib/session";
import { AuditLog } from "./audit-log";
import { PremiumDomains } from "./premium-domains";
import { UserTable } from "./user-table";

export default function PrivilegesPage() {
  const user = useSession(selectUser);
  const reloadUser = useSession((s) => s.reloadUser);
  const [auditVersion, setAuditVersion] = useState(0);
  if (!user) return null;
  // The server enforces this; the flag only decides which controls to show.
  const canEdit = user.is_super_user;
  const changed = () => {
    setAuditVersion((v) => v + 1);
    // Our own roles may have changed (self-demotion); the guards and header follow user-info.
    void reloadUser();
  };

  return (
    <section className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Privileges</h1>
        <p className="text-slate-600">Manage admins, super users and premium domains.</p>
      </header>
      <section aria-labelledby="privileges-users" className="space-y-3">
        <h2 id="privileges-users" className="text-lg font-semibold">
          Users
        </h2>
        <UserTable currentUserId={user.id} canEdit={canEdit} onChanged={changed} />
      </section>
      <section aria-labelledby="privileges-domains" className="space-y-3">
        <h2 id="privileges-domains" className="text-lg font-semibold">
          Premium domains
        </h2>
        <PremiumDomains canEdit={canEdit} onChanged={changed} />
      </section>
      <section aria-labelledby="privileges-audit" className="space-y-3">
        <h2 id="privileges-audit" className="text-lg font-semibold">
          Audit log
        </h2>
        <AuditLog refreshKey={auditVersion} />
      </section>
    </section>
  );
}
