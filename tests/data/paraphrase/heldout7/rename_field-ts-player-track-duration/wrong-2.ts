// playlist.ts - playlist model and queue logic for the web audio player.

export interface Track {
  id: string;
  title: string;
  artist: string;
  album?: string;
  durationSec: number;
  url: string;
  explicit: boolean;
}

export interface Playlist {
  id: string;
  name: string;
  owner: string;
  tracks: Track[];
  createdAt: string;
  lengthSec?: number; // cached total, filled by the server
}

export type RepeatMode = "off" | "one" | "all";

export interface QueueState {
  playlist: Playlist;
  order: number[];
  position: number;
  repeat: RepeatMode;
  shuffle: boolean;
  elapsedSec: number;
}

export function formatDuration(totalSec: number): string {
  const h = Math.floor(totalSec / 3600);
  const m = Math.floor((totalSec % 3600) / 60);
  const s = Math.floor(totalSec % 60);
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

export function totalLength(tracks: Track[]): number {
  return tracks.reduce((sum, t) => sum + t.durationSec, 0);
}

export function describePlaylist(p: Playlist): string {
  const total = p.lengthSec ?? totalLength(p.tracks);
  return `${p.name} · ${p.tracks.length} tracks · ${formatDuration(total)}`;
}

function shuffled(n: number, seed: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  let state = seed >>> 0;
  for (let i = n - 1; i > 0; i--) {
    state = (state * 1664525 + 1013904223) >>> 0;
    const j = state % (i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

export function createQueue(playlist: Playlist, shuffle = false, seed = Date.now()): QueueState {
  const n = playlist.tracks.length;
  return {
    playlist,
    order: shuffle ? shuffled(n, seed) : Array.from({ length: n }, (_, i) => i),
    position: 0,
    repeat: "off",
    shuffle,
    elapsedSec: 0,
  };
}

export function currentTrack(q: QueueState): Track | undefined {
  const index = q.order[q.position];
  return index === undefined ? undefined : q.playlist.tracks[index];
}

export function remainingSec(q: QueueState): number {
  let rest = 0;
  for (let i = q.position; i < q.order.length; i++) {
    rest += q.playlist.tracks[q.order[i]].durationSec;
  }
  return Math.max(0, rest - q.elapsedSec);
}

export function next(q: QueueState): QueueState {
  if (q.repeat === "one") {
    return { ...q, elapsedSec: 0 };
  }
  const atEnd = q.position >= q.order.length - 1;
  if (atEnd) {
    return q.repeat === "all" ? { ...q, position: 0, elapsedSec: 0 } : q;
  }
  return { ...q, position: q.position + 1, elapsedSec: 0 };
}

export function previous(q: QueueState): QueueState {
  // Like most players: restart the track if we are more than 3 s in.
  if (q.elapsedSec > 3 || q.position === 0) {
    return { ...q, elapsedSec: 0 };
  }
  return { ...q, position: q.position - 1, elapsedSec: 0 };
}

export function tick(q: QueueState, dtSec: number): QueueState {
  const track = currentTrack(q);
  if (!track) {
    return q;
  }
  const elapsed = q.elapsedSec + dtSec;
  if (elapsed < track.lengthSec) {
    return { ...q, elapsedSec: elapsed };
  }
  return next({ ...q, elapsedSec: track.durationSec });
}

export function setRepeat(q: QueueState, repeat: RepeatMode): QueueState {
  return { ...q, repeat };
}

export function toggleShuffle(q: QueueState, seed = Date.now()): QueueState {
  const playing = q.order[q.position];
  if (q.shuffle) {
    const order = Array.from({ length: q.order.length }, (_, i) => i);
    return { ...q, shuffle: false, order, position: playing ?? 0 };
  }
  const order = shuffled(q.order.length, seed).filter((i) => i !== playing);
  if (playing !== undefined) {
    order.unshift(playing);
  }
  return { ...q, shuffle: true, order, position: 0 };
}

export function removeExplicit(p: Playlist): Playlist {
  const tracks = p.tracks.filter((t) => !t.explicit);
  return { ...p, tracks, lengthSec: totalLength(tracks) };
}

export function fromApi(raw: any): Track {
  return {
    id: String(raw.id),
    title: raw.title ?? "Untitled",
    artist: raw.artist ?? "Unknown artist",
    album: raw.album ?? undefined,
    durationSec: Number(raw.length_sec),
    url: raw.stream_url,
    explicit: Boolean(raw.explicit),
  };
}
