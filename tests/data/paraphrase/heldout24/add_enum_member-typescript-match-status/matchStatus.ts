// Match lifecycle for the Cinder Cup admin panel and the public bracket page.
// Values are what the tournament API sends, so they must stay snake_case.

export enum MatchStatus {
  Scheduled = "scheduled",
  CheckIn = "check_in",
  Live = "live",
  Paused = "paused",
  Finished = "finished",
  Forfeit = "forfeit",
}

export function statusLabel(status: MatchStatus): string {
  switch (status) {
    case MatchStatus.Scheduled:
      return "Scheduled";
    case MatchStatus.CheckIn:
      return "Check-in open";
    case MatchStatus.Live:
      return "Live";
    case MatchStatus.Paused:
      return "Paused";
    case MatchStatus.Finished:
      return "Final";
    case MatchStatus.Forfeit:
      return "Forfeit";
    default: {
      const unreachable: never = status;
      throw new Error(`unknown status ${unreachable}`);
    }
  }
}

export function isActive(status: MatchStatus): boolean {
  return status === MatchStatus.Live || status === MatchStatus.Paused;
}

export function canReport(status: MatchStatus): boolean {
  return status === MatchStatus.Live || status === MatchStatus.Finished;
}

export function parseStatus(raw: string): MatchStatus {
  const found = (Object.values(MatchStatus) as string[]).find((v) => v === raw);
  if (found === undefined) {
    throw new Error(`API sent unknown match status "${raw}"`);
  }
  return found as MatchStatus;
}
