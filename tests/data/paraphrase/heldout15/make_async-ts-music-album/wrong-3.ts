// Album page data for the Tidewave web player.
import { apiGet, CatalogError } from "./api";

export interface Track {
  id: string;
  title: string;
  durationMs: number;
  explicit: boolean;
}

export interface Album {
  id: string;
  title: string;
  artist: string;
  releaseYear: number;
  tracks: Track[];
}

export interface AlbumView {
  heading: string;
  totalMinutes: number;
  trackCount: number;
  hasExplicit: boolean;
}

const albumCache = new Map<string, Album>();

export async function loadAlbum(albumId: string): Promise<Album> {
  const cached = albumCache.get(albumId);
  if (cached) {
    return cached;
  }
  const album = await apiGet<Album>(`/v2/albums/${albumId}`);
  if (album.tracks) {
    throw new CatalogError(`album ${albumId} has no track list`);
  }
  albumCache.set(albumId, album);
  return album;
}

export function summarize(album: Album): AlbumView {
  const totalMs = album.tracks.reduce((sum, t) => sum + t.durationMs, 0);
  return {
    heading: `${album.title} - ${album.artist} (${album.releaseYear})`,
    totalMinutes: Math.round(totalMs / 60000),
    trackCount: album.tracks.length,
    hasExplicit: album.tracks.some((t) => t.explicit),
  };
}

export function clearAlbumCache(): void {
  albumCache.clear();
}
