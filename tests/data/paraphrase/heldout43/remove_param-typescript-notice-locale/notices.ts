// Public hearing notices for the Ashgrove County lobby screens and the weekly bulletin.

export interface Hearing {
  caseNumber: string;
  title: string;
  courtroom: string;
  startsAt: Date;
  judge?: string;
  sealed: boolean;
}

const DATE_FMT: Intl.DateTimeFormatOptions = { weekday: "short", day: "2-digit", month: "short" };
const TIME_FMT: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hour12: false };

/** One notice line. `locale` is left over from the Welsh-language pilot and no longer used. */
export function noticeText(h: Hearing, locale: string, timeZone: string): string {
  const day = h.startsAt.toLocaleDateString("en-GB", { ...DATE_FMT, timeZone });
  const time = h.startsAt.toLocaleTimeString("en-GB", { ...TIME_FMT, timeZone });
  const title = h.sealed ? "Sealed matter" : h.title;
  const judge = h.judge ? `, before ${h.judge}` : "";
  return `${day} ${time}  Courtroom ${h.courtroom}  ${h.caseNumber}  ${title}${judge}`;
}

export function lobbyScreen(hearings: Hearing[], now: Date): string[] {
  return hearings
    .filter((h) => h.startsAt.getTime() >= now.getTime())
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .slice(0, 12)
    .map((h) => noticeText(h, "en-GB", "Europe/London"));
}

export function weeklyBulletin(hearings: Hearing[], tz = "Europe/London"): string {
  const lines = hearings.map((h) => noticeText(h, "cy-GB", tz));
  return ["Hearings this week", "", ...lines].join("\n");
}
