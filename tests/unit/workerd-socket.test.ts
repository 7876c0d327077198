import { describe, expect, it } from "vitest";
import { connectUrl, listeningSockets } from "../../bench/lib/workerd-socket";

const header =
  "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode                                                     ";

describe("the bench finds workerd's socket in /proc/<pid>/net/tcp", () => {
  it("lists only sockets in LISTEN state, with address, port and inode", () => {
    const table = [
      header,
      "   0: 0100007F:AB5F 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 858092 1 0000000066ee6328 100 0 0 10 0",
      // an established connection from 127.0.0.1:43062 to :34359 on the same listening port: not a listener
      "   1: 0100007F:A836 0100007F:8637 01 00000000:00000000 00:00000000 00000000  1000        0 901122 1 00000000b3b83bb5 20 4 30 10 -1",
      "   2: 00000000:07E8 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 1288 1 00000000c28e7ad8 100 0 0 10 0",
      "   3: 0200007F:115C 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 77 1 00000000c28e7ad8 100 0 0 10 0",
      "",
    ].join("\n");
    expect(listeningSockets(table)).toEqual([
      { host: "127.0.0.1", port: 43871, inode: "858092" },
      { host: "0.0.0.0", port: 2024, inode: "1288" },
      { host: "127.0.0.2", port: 4444, inode: "77" },
    ]);
  });

  it("reads IPv6 loopback and any-address listeners from tcp6 and skips other addresses", () => {
    const table = [
      header,
      "   0: 00000000000000000000000001000000:1F90 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 555 1 0000000000000000 100 0 0 10 0",
      "   1: 00000000000000000000000000000000:0016 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 556 1 0000000000000000 100 0 0 10 0",
      "   2: 0000C0FE00000000000000000100A8C0:0050 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 557 1 0000000000000000 100 0 0 10 0",
    ].join("\n");
    expect(listeningSockets(table)).toEqual([
      { host: "::1", port: 8080, inode: "555" },
      { host: "::", port: 22, inode: "556" },
    ]);
  });

  it("connects to an any-address listener on loopback", () => {
    expect(connectUrl({ host: "0.0.0.0", port: 2024 })).toBe("http://127.0.0.1:2024");
    expect(connectUrl({ host: "::", port: 22 })).toBe("http://[::1]:22");
    expect(connectUrl({ host: "127.0.0.1", port: 43871 })).toBe("http://127.0.0.1:43871");
  });
});
