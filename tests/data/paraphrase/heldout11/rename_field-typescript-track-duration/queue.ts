// Queue and playlist logic for the web player.
// Tracks come from the catalog API, episodes from the podcast feed service;
// both can sit in the same queue.

export interface Track {
  id: string;
  title: string;
  artist: string;
  album?: string;
  durationSec: number;
  explicit: boolean;
  isrc?: string;
}

export interface Episode {
  id: string;
  show: string;
  title: string;
  durationSec: number;
  publishedAt: string;
  resumeAtSec?: number;
}

export type QueueItem =
  | { kind: "track"; track: Track }
  | { kind: "episode"; episode: Episode };

export interface Playlist {
  id: string;
  name: string;
  ownerId: string;
  tracks: Track[];
  collaborative: boolean;
  updatedAt: string;
}

const MAX_QUEUE = 500;
const CROSSFADE_SEC = 6;

export function formatDuration(totalSec: number): string {
  const h = Math.floor(totalSec / 3600);
  const m = Math.floor((totalSec % 3600) / 60);
  const s = Math.floor(totalSec % 60);
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

export function playlistDuration(playlist: Playlist): number {
  return playlist.tracks.reduce((sum, t) => sum + t.durationSec, 0);
}

export function playlistSummary(playlist: Playlist): string {
  const count = playlist.tracks.length;
  const noun = count === 1 ? "song" : "songs";
  return `${count} ${noun}, ${formatDuration(playlistDuration(playlist))}`;
}

export function itemDuration(item: QueueItem): number {
  if (item.kind === "track") {
    return item.track.durationSec;
  }
  const remaining = item.episode.durationSec - (item.episode.resumeAtSec ?? 0);
  return Math.max(remaining, 0);
}

export function queueDuration(queue: QueueItem[]): number {
  // crossfade only overlaps consecutive tracks, never episodes
  let total = 0;
  for (let i = 0; i < queue.length; i++) {
    total += itemDuration(queue[i]);
    const next = queue[i + 1];
    if (next && queue[i].kind === "track" && next.kind === "track") {
      total -= CROSSFADE_SEC;
    }
  }
  return Math.max(total, 0);
}

export function enqueue(queue: QueueItem[], items: QueueItem[]): QueueItem[] {
  const room = MAX_QUEUE - queue.length;
  if (room <= 0) {
    return queue;
  }
  return [...queue, ...items.slice(0, room)];
}

export function shuffle<T>(items: T[], random: () => number = Math.random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function filterExplicit(tracks: Track[], allowExplicit: boolean): Track[] {
  return allowExplicit ? tracks : tracks.filter((t) => !t.explicit);
}

export function longestTrack(playlist: Playlist): Track | undefined {
  let best: Track | undefined;
  for (const t of playlist.tracks) {
    if (!best || t.durationSec > best.durationSec) {
      best = t;
    }
  }
  return best;
}

export function fitToTimer(tracks: Track[], minutes: number): Track[] {
  // sleep timer: keep whole tracks until the timer would run out
  const budget = minutes * 60;
  const picked: Track[] = [];
  let used = 0;
  for (const t of tracks) {
    if (used + t.durationSec > budget) {
      break;
    }
    picked.push(t);
    used += t.durationSec;
  }
  return picked;
}

export function episodeProgress(ep: Episode): number {
  if (!ep.resumeAtSec || ep.durationSec === 0) {
    return 0;
  }
  return Math.min(ep.resumeAtSec / ep.durationSec, 1);
}

export function parseTrack(raw: Record<string, unknown>): Track {
  const ms = Number(raw["duration_ms"] ?? 0);
  return {
    id: String(raw["id"]),
    title: String(raw["title"] ?? "Untitled"),
    artist: String(raw["artist"] ?? "Unknown artist"),
    album: raw["album"] ? String(raw["album"]) : undefined,
    durationSec: Math.round(ms / 1000),
    explicit: Boolean(raw["explicit"]),
    isrc: raw["isrc"] ? String(raw["isrc"]) : undefined,
  };
}

export function parseEpisode(raw: Record<string, unknown>): Episode {
  return {
    id: String(raw["guid"]),
    show: String(raw["show_title"] ?? ""),
    title: String(raw["title"] ?? ""),
    durationSec: Number(raw["duration"] ?? 0),
    publishedAt: String(raw["pub_date"] ?? ""),
  };
}
