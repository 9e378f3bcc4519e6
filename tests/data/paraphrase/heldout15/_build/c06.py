from lib import case

TS = '''// Album page data for the Tidewave web player.
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

export function loadAlbum(albumId: string): Promise<Album> {
  const cached = albumCache.get(albumId);
  if (cached) {
    return Promise.resolve(cached);
  }
  return apiGet<Album>(`/v2/albums/${albumId}`).then((album) => {
    if (!album.tracks) {
      throw new CatalogError(`album ${albumId} has no track list`);
    }
    albumCache.set(albumId, album);
    return album;
  });
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
'''
RIGHT = '''export async function loadAlbum(albumId: string): Promise<Album> {
  const cached = albumCache.get(albumId);
  if (cached) {
    return cached;
  }
  const album = await apiGet<Album>(`/v2/albums/${albumId}`);
  if (!album.tracks) {
    throw new CatalogError(`album ${albumId} has no track list`);
  }
  albumCache.set(albumId, album);
  return album;
}'''
OLD = TS[TS.index("export function loadAlbum"):TS.index("export function summarize")].rstrip("\n")
case("make_async-ts-music-album", "album.ts", "make_async", "typescript", TS, [
    ("terse", "loadAlbum: rewrite with async/await instead of .then"),
    ("polite", "Could you turn loadAlbum into an async function that awaits apiGet instead of chaining .then()? Its behaviour (cache, error for a missing track list, caching the result) must stay exactly the same."),
    ("declarative", "loadAlbum should be written as an async function using await; same signature and same behaviour."),
    ("other", "convert loadAlbum from promise chain to async/await pls, nothing else"),
    ("other", "loadAlbum을 .then 대신 async/await로 바꿔 주세요. 동작은 그대로 유지해 주세요."),
], [
    ("right-1.ts", "right", "async function awaiting apiGet; cache hit returns the album, missing tracks still throw, result cached", [(OLD, RIGHT)]),
    ("right-2.ts", "right", "async/await version keeping an explicit Promise.resolve on the cache hit (harmless in an async function)", [(OLD, RIGHT.replace("    return cached;", "    return Promise.resolve(cached);"))]),
    ("wrong-1.ts", "wrong", "await dropped: album is a Promise, so album.tracks is undefined and every load throws", [(OLD, RIGHT.replace("const album = await apiGet", "const album = apiGet"))]),
    ("wrong-2.ts", "wrong", "the albumCache.set line was lost, so nothing is cached any more", [(OLD, RIGHT.replace("  albumCache.set(albumId, album);\n", ""))]),
    ("wrong-3.ts", "wrong", "the missing-track-list check is inverted (throws when tracks exist)", [(OLD, RIGHT.replace("  if (!album.tracks) {", "  if (album.tracks) {"))]),
    ("wrong-4.ts", "wrong", "only the async keyword added (body still chains .then, no await) and summarize was made async too, changing its return type to a Promise", [("export function loadAlbum(", "export async function loadAlbum("), ("export function summarize(album: Album): AlbumView {", "export async function summarize(album: Album): Promise<AlbumView> {")]),
])

JAVA = '''package org.harbourside.clinic;

import java.time.LocalDate;
import java.time.Period;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

public class VaccinationPlanner {

    public static final class Pet {
        final String chartNo;
        final String name;
        final String species;
        final LocalDate birthDate;
        final List<LocalDate> rabiesShots = new ArrayList<>();

        public Pet(String chartNo, String name, String species, LocalDate birthDate) {
            this.chartNo = chartNo;
            this.name = name;
            this.species = species;
            this.birthDate = birthDate;
        }
    }

    private final int boosterMonths;

    public VaccinationPlanner(int boosterMonths) {
        this.boosterMonths = boosterMonths;
    }

    /** Age in whole months on the given day. */
    public int ageInMonths(Pet pet, LocalDate on) {
        Period p = Period.between(pet.birthDate, on);
        return p.getYears() * 12 + p.getMonths();
    }

    /** The day the next rabies shot is due, or the day the pet turns 3 months if it never had one. */
    public LocalDate nextRabiesDue(Pet pet) {
        if (pet.rabiesShots.isEmpty()) {
            return pet.birthDate.plusMonths(3);
        }
        LocalDate last = pet.rabiesShots.get(pet.rabiesShots.size() - 1);
        return last.plusMonths(boosterMonths);
    }

    public boolean isOverdue(Pet pet, LocalDate today) {
        return nextRabiesDue(pet).isBefore(today);
    }

    public String reminderText(Pet pet, LocalDate today) {
        LocalDate due = nextRabiesDue(pet);
        String species = pet.species.toLowerCase(Locale.ROOT);
        if (due.isBefore(today)) {
            return String.format("%s (%s) is overdue for rabies since %s", pet.name, species, due);
        }
        return String.format("%s (%s): rabies booster due %s", pet.name, species, due);
    }

    public List<String> remindersFor(List<Pet> pets, LocalDate today) {
        List<String> out = new ArrayList<>();
        for (Pet pet : pets) {
            if (ageInMonths(pet, today) < 3) {
                continue;
            }
            out.add(reminderText(pet, today));
        }
        return out;
    }
}
'''
GUARD = ('''    public LocalDate nextRabiesDue(Pet pet) {
        if (pet.rabiesShots.isEmpty()) {''', '''    public LocalDate nextRabiesDue(Pet pet) {
        if (pet.birthDate == null) {
            throw new IllegalArgumentException("pet " + pet.chartNo + " has no birth date");
        }
        if (pet.rabiesShots.isEmpty()) {''')
case("add_guard-java-vet-vaccination", "VaccinationPlanner.java", "add_guard", "java", JAVA, [
    ("terse", "nextRabiesDue: throw IllegalArgumentException if pet.birthDate is null"),
    ("polite", "Could you add a null check at the top of nextRabiesDue that throws an IllegalArgumentException mentioning the chart number when the pet has no birth date? Please don't change anything else."),
    ("declarative", "nextRabiesDue must reject a pet whose birthDate is null with an IllegalArgumentException before doing anything else."),
    ("other", "imported records sometimes have no birth date and we get an NPE deep in plusMonths. guard nextRabiesDue against birthDate == null (IllegalArgumentException w/ chart no)"),
    ("other", "nextRabiesDue: wenn birthDate null ist, IllegalArgumentException werfen (mit Chart-Nummer). Sonst nichts ändern."),
], [
    ("right-1.java", "right", "guard with IllegalArgumentException naming the chart number added as the first statement of nextRabiesDue", [GUARD]),
    ("right-2.java", "right", "same guard written as a one-line if with a different message wording (free choice)", [('''    public LocalDate nextRabiesDue(Pet pet) {
        if (pet.rabiesShots.isEmpty()) {''', '''    public LocalDate nextRabiesDue(Pet pet) {
        if (pet.birthDate == null) throw new IllegalArgumentException("no birth date for chart " + pet.chartNo);
        if (pet.rabiesShots.isEmpty()) {''')]),
    ("wrong-1.java", "wrong", "guard placed inside the isEmpty branch, so a pet with shots and no birth date is not checked", [('''        if (pet.rabiesShots.isEmpty()) {
            return pet.birthDate.plusMonths(3);''', '''        if (pet.rabiesShots.isEmpty()) {
            if (pet.birthDate == null) {
                throw new IllegalArgumentException("pet " + pet.chartNo + " has no birth date");
            }
            return pet.birthDate.plusMonths(3);''')]),
    ("wrong-2.java", "wrong", "guard added to ageInMonths instead of nextRabiesDue (wrong method)", [('''        Period p = Period.between(pet.birthDate, on);''', '''        if (pet.birthDate == null) {
            throw new IllegalArgumentException("pet " + pet.chartNo + " has no birth date");
        }
        Period p = Period.between(pet.birthDate, on);''')]),
    ("wrong-3.java", "wrong", "guard returns null instead of throwing, pushing the NPE into isOverdue and reminderText", [('''    public LocalDate nextRabiesDue(Pet pet) {
        if (pet.rabiesShots.isEmpty()) {''', '''    public LocalDate nextRabiesDue(Pet pet) {
        if (pet.birthDate == null) {
            return null;
        }
        if (pet.rabiesShots.isEmpty()) {''')]),
    ("wrong-4.java", "wrong", "guard added, but the last-shot index lost its - 1 (IndexOutOfBounds on every booster)", [GUARD, ("pet.rabiesShots.get(pet.rabiesShots.size() - 1)", "pet.rabiesShots.get(pet.rabiesShots.size())")]),
    ("wrong-5.java", "wrong", "guard condition written as != null, so every normal pet throws", [(GUARD[0], GUARD[1].replace("pet.birthDate == null", "pet.birthDate != null"))]),
])
