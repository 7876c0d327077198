/**
 * Just enough MPEG audio (Layer III) parsing to measure and join MP3 files: constant-bitrate
 * frames are self-contained, so chapters join into the full-book audio by concatenating frames.
 */
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

export interface Mp3Frame {
  offset: number;
  length: number;
  samples: number;
  sampleRate: number;
}

function readHeader(bytes: Uint8Array, offset: number): Omit<Mp3Frame, "offset"> | null {
  if (offset + 4 > bytes.length) return null;
  const b1 = bytes[offset + 1]!;
  const b2 = bytes[offset + 2]!;
  if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0b11; // 3: MPEG1, 2: MPEG2, 0: MPEG2.5
  const layer = (b1 >> 1) & 0b11; // 1: Layer III
  if (version === 1 || layer !== 1) return null;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0b11;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const bitrate = (version === 3 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex]! * 1000;
  const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
  const padding = (b2 >> 1) & 1;
  const samples = version === 3 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * bitrate) / sampleRate) + padding;
  return { length, samples, sampleRate };
}

function id3v2Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  const footer = bytes[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

function isInfoFrame(bytes: Uint8Array, frame: Mp3Frame): boolean {
  const end = Math.min(frame.offset + frame.length, bytes.length);
  for (let i = frame.offset + 4; i + 4 <= end && i < frame.offset + 64; i++) {
    const tag = String.fromCharCode(bytes[i]!, bytes[i + 1]!, bytes[i + 2]!, bytes[i + 3]!);
    if (tag === "Xing" || tag === "Info" || tag === "VBRI") return true;
  }
  return false;
}

/** The audio frames, without ID3 tags and without a Xing/Info/VBRI header frame. */
export function mp3Frames(bytes: Uint8Array): Mp3Frame[] {
  const frames: Mp3Frame[] = [];
  let offset = id3v2Length(bytes);
  while (offset + 4 <= bytes.length) {
    const header = readHeader(bytes, offset);
    if (!header || offset + header.length > bytes.length) {
      offset += 1; // resynchronise (or skip a trailing ID3v1 tag)
      continue;
    }
    const frame = { offset, ...header };
    if (!(frames.length === 0 && isInfoFrame(bytes, frame))) frames.push(frame);
    offset += header.length;
  }
  return frames;
}

export function mp3DurationSeconds(bytes: Uint8Array): number {
  return mp3Frames(bytes).reduce((sum, f) => sum + f.samples / f.sampleRate, 0);
}

/** Joins MP3 files into one stream of frames (all inputs should share sample rate and channels). */
export function concatMp3(files: Uint8Array[]): Uint8Array {
  const pieces: Uint8Array[] = [];
  for (const file of files) for (const f of mp3Frames(file)) pieces.push(file.subarray(f.offset, f.offset + f.length));
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}
