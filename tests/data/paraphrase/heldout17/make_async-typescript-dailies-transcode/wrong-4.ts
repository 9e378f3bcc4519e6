// Dailies transcode queue for Northlight Post.
//
// Editorial drops a JSON manifest per reel into the ingest share; this module
// turns each manifest into one transcode job per shot and pushes them onto
// the farm queue. Colour-managed plates get the preset that matches their
// colourspace unless the show has an override in presets.json.

export type Colorspace = "ACEScg" | "Rec709" | "LogC4";

export interface Storage {
  readText(path: string): Promise<string>;
  readTextSync(path: string): string;
  writeText(path: string, body: string): Promise<void>;
  exists(path: string): boolean;
}

export interface ShotEntry {
  shot: string;
  clip: string;
  firstFrame: number;
  lastFrame: number;
  colorspace: Colorspace;
  lut?: string;
}

export interface Manifest {
  reel: string;
  fps: number;
  shots: ShotEntry[];
}

export interface TranscodeJob {
  id: string;
  reel: string;
  shot: string;
  input: string;
  output: string;
  frames: number;
  preset: string;
  priority: number;
}

export interface Queue {
  push(job: TranscodeJob): void;
  flush(): Promise<number>;
  size(): number;
}

export interface BatchSummary {
  manifests: number;
  queued: number;
  skipped: string[];
}

export class ManifestError extends Error {
  constructor(path: string, reason: string) {
    super(`${path}: ${reason}`);
    this.name = "ManifestError";
  }
}

const DEFAULT_PRESETS: Record<Colorspace, string> = {
  ACEScg: "dnxhr-hqx-aces-to-709",
  Rec709: "dnxhr-hqx-passthrough",
  LogC4: "dnxhr-hqx-logc4-to-709",
};

const VALID_FPS = new Set([23.976, 24, 25, 29.97]);

export function parseManifest(path: string, text: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ManifestError(path, "not valid JSON");
  }
  const m = raw as Partial<Manifest>;
  if (typeof m.reel !== "string" || m.reel === "") {
    throw new ManifestError(path, "missing reel");
  }
  if (typeof m.fps !== "number" || !VALID_FPS.has(m.fps)) {
    throw new ManifestError(path, `unsupported fps ${String(m.fps)}`);
  }
  if (!Array.isArray(m.shots) || m.shots.length === 0) {
    throw new ManifestError(path, "no shots");
  }
  for (const s of m.shots) {
    if (s.lastFrame < s.firstFrame) {
      throw new ManifestError(path, `shot ${s.shot} ends before it starts`);
    }
  }
  return { reel: m.reel, fps: m.fps, shots: m.shots };
}

export async function loadJobManifest(storage: Storage, path: string): Promise<Manifest> {
  if (!storage.exists(path)) {
    throw new ManifestError(path, "not found");
  }
  const text = await storage.readText(path);
  return parseManifest(path, text);
}

export async function loadPresetOverrides(storage: Storage, path: string): Promise<Partial<Record<Colorspace, string>>> {
  if (!storage.exists(path)) {
    return {};
  }
  return JSON.parse(await storage.readText(path)) as Partial<Record<Colorspace, string>>;
}

export function jobsFromManifest(
  m: Manifest,
  outRoot: string,
  overrides: Partial<Record<Colorspace, string>>,
): TranscodeJob[] {
  return m.shots.map((s, n) => ({
    id: `${m.reel}-${s.shot}-${n + 1}`,
    reel: m.reel,
    shot: s.shot,
    input: s.clip,
    output: `${outRoot}/${m.reel}/${s.shot}.mov`,
    frames: s.lastFrame - s.firstFrame + 1,
    preset: overrides[s.colorspace] ?? DEFAULT_PRESETS[s.colorspace],
    // VFX pulls first, they gate the vendors
    priority: s.shot.startsWith("VFX") ? 80 : 50,
  }));
}

export async function prepareBatch(
  storage: Storage,
  queue: Queue,
  manifestPaths: string[],
  outRoot: string,
): Promise<BatchSummary> {
  const summary: BatchSummary = { manifests: 0, queued: 0, skipped: [] };
  const overrides = await loadPresetOverrides(storage, `${outRoot}/presets.json`);
  for (const path of manifestPaths) {
    let manifest: Manifest;
    try {
      manifest = await loadJobManifest(storage, path);
    } catch (err) {
      if (err instanceof ManifestError) {
        summary.skipped.push(err.message);
        continue;
      }
      throw err;
    }
    summary.manifests += 1;
    for (const job of jobsFromManifest(manifest, outRoot, overrides)) {
      queue.push(job);
    }
  }
  summary.queued = await queue.flush();
  await storage.writeText(`${outRoot}/last-batch.json`, JSON.stringify(summary, null, 2));
  return summary;
}

export async function previewManifest(storage: Storage, path: string): Promise<string> {
  const m = await loadJobManifest(storage, path);
  const frames = m.shots.reduce((sum, s) => sum + s.lastFrame - s.firstFrame + 1, 0);
  const seconds = frames / m.fps;
  return `${m.reel}: ${m.shots.length} shots, ${frames} frames (${seconds.toFixed(1)} s at ${m.fps} fps)`;
}
