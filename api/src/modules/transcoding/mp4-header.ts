// The facts a transcode needs from an MP4/MOV, read from its `moov` box without starting ffprobe.
//
// Why: starting ffprobe costs about 0.25 s of CPU on this ffmpeg build (it links every codec library)
// before it reads a byte, 0.5–0.9 s of wall time on a loaded machine: most of what the queue added to
// the bare ffmpeg command (docs/performance.md, "Media"). Edited videos are MP4 or MOV (checked by
// content at upload), whose header states what we need. Anything this reader is not sure of
// (no moov, a fragmented file, no video track, odd sizes) answers null and ffprobe decides, so a
// damaged file still fails with ffprobe's diagnosis.
import { open, type FileHandle } from 'node:fs/promises';
import type { ProbeResult } from './ffmpeg-args';

/** A moov larger than this (hours of very short samples) is left to ffprobe rather than read into memory. */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;
/** Top-level boxes looked at before giving up (a real file has a handful). */
const MAX_TOP_LEVEL_BOXES = 64;

interface Box {
  type: string;
  /** Offset of the payload (after the header) within the buffer. */
  start: number;
  /** End of the box within the buffer. */
  end: number;
}

/** The child boxes of buf[start, end); undefined when a size is impossible (damaged header). */
function children(buf: Buffer, start: number, end: number): Box[] | undefined {
  const boxes: Box[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = buf.readUInt32BE(offset);
    const type = buf.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return undefined;
      size = Number(buf.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return undefined;
    boxes.push({ type, start: offset + header, end: offset + size });
    offset += size;
  }
  return boxes;
}

const find = (boxes: Box[] | undefined, type: string) => boxes?.find((box) => box.type === type);

/** {timescale, duration} of an mvhd or mdhd payload (full box, version 0 or 1). */
function timing(buf: Buffer, box: Box): { timescale: number; duration: number } | undefined {
  const version = buf.readUInt8(box.start);
  const need = version === 1 ? 32 : 20;
  if (box.end - box.start < need) return undefined;
  if (version === 1) return { timescale: buf.readUInt32BE(box.start + 20), duration: Number(buf.readBigUInt64BE(box.start + 24)) };
  return { timescale: buf.readUInt32BE(box.start + 12), duration: buf.readUInt32BE(box.start + 16) };
}

interface Track {
  handler: string;
  width: number;
  height: number;
  /** Video tracks: frames per second when every sample lasts as long (the last may differ); else null. */
  frameRate: number | null;
}

/**
 * The constant frame rate of a video track: the media timescale over the one sample duration its
 * time-to-sample table (stts) gives every sample (the last one may differ). This is what ffprobe
 * reports as r_frame_rate for such a file (25/1, 30000/1001). Null for a variable rate.
 */
function constantFrameRate(buf: Buffer, mdhd: Box | undefined, stts: Box | undefined): number | null {
  const media = mdhd && timing(buf, mdhd);
  if (!media || media.timescale === 0 || !stts || stts.end - stts.start < 8) return null;
  const count = buf.readUInt32BE(stts.start + 4);
  if (count === 0 || stts.end - stts.start < 8 + count * 8) return null;
  const delta = buf.readUInt32BE(stts.start + 12);
  for (let index = 1; index < count; index += 1) {
    const entry = stts.start + 8 + index * 8;
    const lastSingle = index === count - 1 && buf.readUInt32BE(entry) === 1;
    if (buf.readUInt32BE(entry + 4) !== delta && !lastSingle) return null;
  }
  if (delta === 0) return null;
  const rate = media.timescale / delta;
  return rate >= 1 && rate <= 1000 ? rate : null;
}

function readTrack(buf: Buffer, trak: Box): Track | undefined {
  const mdia = find(children(buf, trak.start, trak.end), 'mdia');
  if (!mdia) return undefined;
  const mdiaBoxes = children(buf, mdia.start, mdia.end);
  const hdlr = find(mdiaBoxes, 'hdlr');
  if (!hdlr || hdlr.end - hdlr.start < 12) return undefined;
  const handler = buf.toString('latin1', hdlr.start + 8, hdlr.start + 12);
  if (handler !== 'vide') return { handler, width: 0, height: 0, frameRate: null };
  // mdia → minf → stbl → stsd; the first sample entry's coded size (what ffprobe reports as width/height).
  const minf = find(mdiaBoxes, 'minf');
  const stbl = minf && find(children(buf, minf.start, minf.end), 'stbl');
  const stsd = stbl && find(children(buf, stbl.start, stbl.end), 'stsd');
  if (!stsd || stsd.end - stsd.start < 8 + 36) return undefined;
  const entry = stsd.start + 8;
  // VisualSampleEntry: size, type, 6 reserved, data_reference_index, 16 pre-defined/reserved, width, height.
  const frameRate = constantFrameRate(buf, find(mdiaBoxes, 'mdhd'), find(children(buf, stbl.start, stbl.end), 'stts'));
  return { handler, width: buf.readUInt16BE(entry + 32), height: buf.readUInt16BE(entry + 34), frameRate };
}

/** Parses a whole moov box (its payload at buf[0, length)). */
export function parseMoov(buf: Buffer): ProbeResult | null {
  const boxes = children(buf, 0, buf.length);
  // Fragmented files keep their samples (and real duration) in moof boxes: ffprobe's job.
  if (!boxes || find(boxes, 'mvex')) return null;
  const mvhd = find(boxes, 'mvhd');
  const movie = mvhd && timing(buf, mvhd);
  if (!movie || movie.timescale === 0 || movie.duration === 0 || movie.duration === 0xffffffff) return null;
  const tracks: Track[] = [];
  for (const trak of boxes.filter((box) => box.type === 'trak')) {
    const track = readTrack(buf, trak);
    if (!track) return null;
    tracks.push(track);
  }
  const video = tracks.find((track) => track.handler === 'vide');
  // A variable frame rate is ffprobe's to state (its r_frame_rate).
  if (!video || video.width === 0 || video.height === 0 || video.frameRate === null) return null;
  return {
    durationSec: Math.round((movie.duration / movie.timescale) * 1e6) / 1e6,
    frameRate: video.frameRate,
    width: video.width,
    height: video.height,
    hasVideo: true,
    hasAudio: tracks.some((track) => track.handler === 'soun'),
  };
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await file.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** Reads the probe facts from a local MP4/MOV file's moov box, or null when ffprobe should decide. */
export async function readMp4Header(path: string): Promise<ProbeResult | null> {
  let file: FileHandle | undefined;
  try {
    file = await open(path, 'r');
    const fileSize = (await file.stat()).size;
    let offset = 0;
    for (let seen = 0; seen < MAX_TOP_LEVEL_BOXES && offset + 8 <= fileSize; seen += 1) {
      const head = await readAt(file, offset, 16);
      if (head.length < 8) return null;
      let size = head.readUInt32BE(0);
      const type = head.toString('latin1', 4, 8);
      let header = 8;
      if (size === 1) {
        if (head.length < 16) return null;
        size = Number(head.readBigUInt64BE(8));
        header = 16;
      } else if (size === 0) {
        size = fileSize - offset;
      }
      if (size < header || offset + size > fileSize) return null;
      if (type === 'moov') {
        if (size - header > MAX_MOOV_BYTES) return null;
        const moov = await readAt(file, offset + header, size - header);
        return moov.length === size - header ? parseMoov(moov) : null;
      }
      offset += size;
    }
    return null;
  } catch {
    return null;
  } finally {
    await file?.close();
  }
}
